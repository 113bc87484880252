import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeviceScanResult, PresenceKind, PresenceSource } from '@presently/contracts';
import { executeStatement as exec, isUniqueViolation, PreparedStatements } from '@presently/database';
import { EventOutbox, OutboxRelay } from '@presently/service-runtime';
import type { ScanPlan } from '@presently/presence-rules';
import { sqlDate, sqlInt, sqlOrNull, sqlText, sqlTime } from '../common/raw-sql.helpers';
import { CopiesRepository, type HeldUser } from '../copies/copies.repository';
import type { PresenceRecord } from './entities/presence-record.entity';
import {
  CLOSE_RECORD,
  COVERING_AND_NEXT,
  EARLIER_SCAN,
  HELD_USER,
  HELD_USER_BY_QR,
  HOT_PATH_STATEMENTS,
  INSERT_OPENED_BY_SCAN,
  INSERT_REGISTERED,
  INSERT_SCAN,
  OPEN_RECORD,
  USER_LOCK,
} from './hot-path-statements';
import { LeanTransaction, type WriteTransaction } from './presence-writes.transaction';
import { recordFromRow } from './records.repository';

export type { WriteTransaction } from './presence-writes.transaction';

/** The one open-record index: a second open record for a user is refused by the database itself. */
const ONE_OPEN_INDEX = 'uq_presence_records_one_open';
/** The unique (device, scan id) constraint: a scan id taken before. */
const SCAN_ID_INDEX = 'uq_device_scans_device_scan';

const RECORDS = `"presence"."presence_records"`;

type Row = Record<string, unknown>;

/** What a clocking call changes under the user's lock: the open record closed, and/or a record opened. */
export interface ClockChange {
  close?: { id: number; end: Date } | null;
  open?: { companyId: number; userId: number; kind: PresenceKind; start: Date } | null;
}

/** The row a scan leaves in device_scans (one per device and scan id). */
export interface ScanRow {
  companyId: number;
  deviceId: number;
  gateId: number;
  scanId: string;
  userId: number;
  at: Date;
}

/** A scan on time: what the batched path writes (late scans are placed as edits are, on `manager`). */
export type OnTimeScan = Extract<ScanPlan, { type: 'clock-out' | 'clock-in' }>;

const lean = (tx: WriteTransaction): LeanTransaction => {
  if (!(tx instanceof LeanTransaction)) throw new TypeError('not a transaction of PresenceWritesRepository');
  return tx;
};

/**
 * The writes of the hot paths — a clocking call and a gate scan — in as few PostgreSQL round trips as
 * they can take: every statement of a step goes in one message, `BEGIN` with the first step and
 * `COMMIT` with the last (presence-writes.transaction.ts), and every statement is prepared once per
 * connection (hot-path-statements.ts), run as an `EXECUTE` with literals. A clock-in is two round trips (the user's
 * copy, lock and open record; the insert with COMMIT), a scan on time three (the scan id and the
 * user; the lock and the records around the scan's time; the writes with COMMIT).
 *
 * Callers hold a {@link WriteTransaction}: they see intent methods, never SQL. Work off the hot path
 * (an automatic stop, a late scan) runs on `tx.manager`, on the same connection and transaction.
 * Every statement's values are literals of common/raw-sql.helpers.ts.
 */
@Injectable()
export class PresenceWritesRepository {
  /** The hot paths' statements and the outbox write their announcements use. */
  private readonly prepared: PreparedStatements;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly copies: CopiesRepository,
    private readonly relay: OutboxRelay,
    outbox: EventOutbox,
  ) {
    this.prepared = new PreparedStatements([...HOT_PATH_STATEMENTS, outbox.insertStatement]);
  }

  private begin(statements: string[]): ReturnType<typeof LeanTransaction.begin> {
    return LeanTransaction.begin(this.dataSource, this.prepared, statements, this.outboxCommitted);
  }

  /** After a commit that wrote to the outbox: the relay publishes it now, not at its next poll. */
  private readonly outboxCommitted = (): void => void this.relay.wake();

  /** A clocking call's first round trip: BEGIN, the user's copy (with company and the schedules dated in the window), the user's lock, their open record. */
  async beginClock(userId: number, schedulesDated: { from: string; to: string }): Promise<{ tx: WriteTransaction; held: HeldUser | null; open: PresenceRecord | null }> {
    const { tx, results } = await this.begin([exec(HELD_USER, sqlInt(userId), sqlDate(schedulesDated.from), sqlDate(schedulesDated.to)), ...lockAndOpen(userId)]);
    const [users, , open] = results;
    return { tx, held: users[0] ? this.copies.heldUserFrom(users[0], schedulesDated) : null, open: open[0] ? recordFromRow(open[0]) : null };
  }

  /** BEGIN, the user's lock, then their open record (read once the lock is held): one round trip. */
  async lockAndLoadOpen(userId: number): Promise<{ tx: WriteTransaction; open: PresenceRecord | null }> {
    const { tx, results } = await this.begin(lockAndOpen(userId));
    return { tx, open: results[1][0] ? recordFromRow(results[1][0]) : null };
  }

  /**
   * A clocking call's change with COMMIT, in one round trip. Answers the record open after it: the one
   * opened, or — when the one-open-record index refused it because another call opened one first
   * (should the lock ever be bypassed) — that one; null when nothing was opened. `announcements` are
   * outbox statements (EventOutbox.statements) committed with the change.
   */
  async commitClock(tx: WriteTransaction, change: ClockChange, announcements: string[] = []): Promise<PresenceRecord | null> {
    // Announcements (outbox statements) go first, so the inserted record stays the last answer.
    const statements: string[] = [...announcements];
    if (change.close) statements.push(closeStatement(change.close.id, change.close.end));
    if (change.open) statements.push(insertRegisteredStatement({ ...change.open, source: 'web' }));
    try {
      const written = await lean(tx).commit(statements, announcements.length > 0);
      return change.open ? recordFromRow(written[written.length - 1][0]) : null;
    } catch (err) {
      if (!change.open || !isUniqueViolation(err, ONE_OPEN_INDEX)) throw err;
      const rows = await this.dataSource.manager.query<Row[]>(`SELECT * FROM ${RECORDS} WHERE "user_id" = $1 AND "ended_at" IS NULL`, [change.open.userId]);
      return rows[0] ? recordFromRow(rows[0]) : null;
    }
  }

  /** Commits what was done on `tx.manager` (or nothing), releasing the connection. */
  async commit(tx: WriteTransaction): Promise<void> {
    await lean(tx).commit();
  }

  /** A scan's first round trip: BEGIN, the answer given to this (device, scan id) before, and the user the code names in the company, with its settings. */
  async beginScan(scan: { companyId: number; deviceId: number; scanId: string; qrCode: string }): Promise<{ tx: WriteTransaction; earlier: DeviceScanResult | null; held: HeldUser | null }> {
    const { tx, results } = await this.begin([
      exec(EARLIER_SCAN, sqlInt(scan.deviceId), sqlText(scan.scanId)),
      exec(HELD_USER_BY_QR, sqlInt(scan.companyId), sqlText(scan.qrCode)),
    ]);
    const [answers, users] = results;
    return {
      tx,
      earlier: (answers[0]?.result as DeviceScanResult | null | undefined) ?? null,
      held: users[0] ? this.copies.heldUserFrom(users[0]) : null,
    };
  }

  /** The user's lock, then the record they were on at `at` and the first one started after it: one round trip. */
  async lockAndLoadAround(tx: WriteTransaction, userId: number, at: Date): Promise<{ covering: PresenceRecord | null; next: PresenceRecord | null }> {
    const [, rows] = await lean(tx).run([lockStatement(userId), exec(COVERING_AND_NEXT, sqlInt(userId), sqlTime(at))]);
    const covering = rows.find((r) => r.which === 'covering');
    const next = rows.find((r) => r.which === 'next');
    return { covering: covering ? recordFromRow(covering) : null, next: next ? recordFromRow(next) : null };
  }

  /**
   * An on-time scan's writes with COMMIT, in one round trip: the record closed and/or opened, and the
   * scan row inserted complete. 'taken' when a concurrent retry of the same scan id committed first
   * (the insert waited for it), and then nothing was written.
   */
  async commitScan(tx: WriteTransaction, row: ScanRow, plan: OnTimeScan, result: DeviceScanResult, announcements: string[] = []): Promise<'committed' | 'taken'> {
    const statements: string[] = [...announcements];
    if (plan.close) statements.push(closeStatement(plan.close.id, plan.close.end));
    const scanned = [sqlInt(row.companyId), sqlInt(row.deviceId), sqlInt(row.gateId), sqlText(row.scanId), sqlInt(row.userId), sqlText(result.action), sqlTime(row.at)];
    if (plan.type === 'clock-out') statements.push(exec(INSERT_SCAN, ...scanned, sqlInt(plan.close.id), sqlText(JSON.stringify(result))));
    else statements.push(exec(INSERT_OPENED_BY_SCAN, ...scanned, sqlText(JSON.stringify(result)), sqlTime(plan.start)));
    try {
      await lean(tx).commit(statements, announcements.length > 0);
      return 'committed';
    } catch (err) {
      if (isUniqueViolation(err, SCAN_ID_INDEX)) return 'taken';
      throw err;
    }
  }
}

const lockStatement = (userId: number): string => exec(USER_LOCK, sqlInt(userId));

/** The lock on the user, then their open record (read after the lock is held). */
const lockAndOpen = (userId: number): string[] => [lockStatement(userId), exec(OPEN_RECORD, sqlInt(userId))];

/** RecordsRepository.close of a clocked or scanned end: the first end is kept as registered. */
const closeStatement = (id: number, end: Date): string => exec(CLOSE_RECORD, sqlInt(id), sqlTime(end));

/** RecordsRepository.insert of a clocked or scanned record (registered times set, no edit fields). */
function insertRegisteredStatement(r: { companyId: number; userId: number; kind: PresenceKind; start: Date; source: PresenceSource; deviceId?: number | null }): string {
  return exec(INSERT_REGISTERED, sqlInt(r.companyId), sqlInt(r.userId), sqlText(r.kind), sqlTime(r.start), sqlText(r.source), sqlOrNull(r.deviceId, sqlInt));
}
