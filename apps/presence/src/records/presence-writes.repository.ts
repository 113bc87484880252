import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeviceScanResult, PresenceKind, PresenceSource } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { OutboxRelay } from '@presently/service-runtime';
import type { ScanPlan } from '@presently/presence-rules';
import { sqlInt, sqlOrNull, sqlText, sqlTime } from '../common/raw-sql.helpers';
import { CopiesRepository, type HeldUser } from '../copies/copies.repository';
import type { PresenceRecord } from './entities/presence-record.entity';
import { LeanTransaction, type WriteTransaction } from './presence-writes.transaction';
import { coveringStatement, recordFromRow, USER_LOCK_CLASS } from './records.repository';

export type { WriteTransaction } from './presence-writes.transaction';

/** The one open-record index: a second open record for a user is refused by the database itself. */
const ONE_OPEN_INDEX = 'uq_presence_records_one_open';
/** The unique (device, scan id) constraint: a scan id taken before. */
const SCAN_ID_INDEX = 'uq_device_scans_device_scan';

const RECORDS = `"presence"."presence_records"`;
const SCANS = `"presence"."device_scans"`;

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
 * `COMMIT` with the last (presence-writes.transaction.ts). A clock-in is two round trips (the user's
 * copy, lock and open record; the insert with COMMIT), a scan on time three (the scan id and the
 * user; the lock and the records around the scan's time; the writes with COMMIT).
 *
 * Callers hold a {@link WriteTransaction}: they see intent methods, never SQL. Work off the hot path
 * (an automatic stop, a late scan) runs on `tx.manager`, on the same connection and transaction.
 * Every statement's values are literals of common/raw-sql.helpers.ts.
 */
@Injectable()
export class PresenceWritesRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly copies: CopiesRepository,
    private readonly relay: OutboxRelay,
  ) {}

  /** After a commit that wrote to the outbox: the relay publishes it now, not at its next poll. */
  private readonly outboxCommitted = (): void => void this.relay.wake();

  /** A clocking call's first round trip: BEGIN, the user's copy (with company and the schedules dated in the window), the user's lock, their open record. */
  async beginClock(userId: number, schedulesDated: { from: string; to: string }): Promise<{ tx: WriteTransaction; held: HeldUser | null; open: PresenceRecord | null }> {
    const { tx, results } = await LeanTransaction.begin(this.dataSource, [this.copies.heldUserStatement(userId, schedulesDated), ...lockAndOpen(userId)], this.outboxCommitted);
    const [users, , open] = results;
    return { tx, held: users[0] ? this.copies.heldUserFrom(users[0], schedulesDated) : null, open: open[0] ? recordFromRow(open[0]) : null };
  }

  /** BEGIN, the user's lock, then their open record (read once the lock is held): one round trip. */
  async lockAndLoadOpen(userId: number): Promise<{ tx: WriteTransaction; open: PresenceRecord | null }> {
    const { tx, results } = await LeanTransaction.begin(this.dataSource, lockAndOpen(userId), this.outboxCommitted);
    return { tx, open: results[1][0] ? recordFromRow(results[1][0]) : null };
  }

  /**
   * A clocking call's change with COMMIT, in one round trip. Answers the record open after it: the one
   * opened, or — when the one-open-record index refused it because another call opened one first
   * (should the lock ever be bypassed) — that one; null when nothing was opened. `announcements` are
   * outbox statements (EventOutbox.statement) committed with the change.
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
    const { tx, results } = await LeanTransaction.begin(this.dataSource, [
      `SELECT "result" FROM ${SCANS} WHERE "device_id" = ${sqlInt(scan.deviceId)} AND "scan_id" = ${sqlText(scan.scanId)}`,
      this.copies.heldUserByQrStatement(scan.companyId, scan.qrCode),
    ], this.outboxCommitted);
    const [answers, users] = results;
    return {
      tx,
      earlier: (answers[0]?.result as DeviceScanResult | null | undefined) ?? null,
      held: users[0] ? this.copies.heldUserFrom(users[0]) : null,
    };
  }

  /** The user's lock, then the record they were on at `at` and the first one started after it: one round trip. */
  async lockAndLoadAround(tx: WriteTransaction, userId: number, at: Date): Promise<{ covering: PresenceRecord | null; next: PresenceRecord | null }> {
    const u = sqlInt(userId);
    const t = sqlTime(at);
    const [, rows] = await lean(tx).run([
      lockStatement(userId),
      `(${coveringStatement(u, t, `, 'covering' AS "which"`)})
       UNION ALL
       (SELECT *, 'next' AS "which" FROM ${RECORDS} WHERE "user_id" = ${u} AND "started_at" > ${t} ORDER BY "started_at", "id" LIMIT 1)`,
    ]);
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
    if (plan.type === 'clock-out') statements.push(insertScanStatement(row, sqlInt(plan.close.id), result));
    else {
      const opened = insertRegisteredStatement({ companyId: row.companyId, userId: row.userId, kind: 'work', start: plan.start, source: 'device', deviceId: row.deviceId });
      statements.push(`WITH "opened" AS (${opened}), "scanned" AS (${insertScanStatement(row, `(SELECT "id" FROM "opened")`, result)}) SELECT "id" FROM "opened"`);
    }
    try {
      await lean(tx).commit(statements, announcements.length > 0);
      return 'committed';
    } catch (err) {
      if (isUniqueViolation(err, SCAN_ID_INDEX)) return 'taken';
      throw err;
    }
  }
}

const lockStatement = (userId: number): string => `SELECT pg_advisory_xact_lock(${sqlInt(USER_LOCK_CLASS)}, ${sqlInt(userId)})`;

/** The lock on the user, then their open record (read after the lock is held). */
const lockAndOpen = (userId: number): string[] => [lockStatement(userId), `SELECT * FROM ${RECORDS} WHERE "user_id" = ${sqlInt(userId)} AND "ended_at" IS NULL`];

/** RecordsRepository.close of a clocked or scanned end: the first end is kept as registered. */
const closeStatement = (id: number, end: Date): string =>
  `UPDATE ${RECORDS} SET "ended_at" = ${sqlTime(end)}, "registered_end" = COALESCE("registered_end", ${sqlTime(end)}) WHERE "id" = ${sqlInt(id)} RETURNING *`;

/** RecordsRepository.insert of a clocked or scanned record (registered times set, no edit fields). */
function insertRegisteredStatement(r: { companyId: number; userId: number; kind: PresenceKind; start: Date; source: PresenceSource; deviceId?: number | null }): string {
  return `INSERT INTO ${RECORDS} ("company_id", "user_id", "kind", "started_at", "ended_at", "source", "device_id",
                       "registered_start", "registered_end", "reason", "updated_by", "updated_at")
     VALUES (${sqlInt(r.companyId)}, ${sqlInt(r.userId)}, ${sqlText(r.kind)}, ${sqlTime(r.start)}, NULL, ${sqlText(r.source)}, ${sqlOrNull(r.deviceId, sqlInt)},
             ${sqlTime(r.start)}, NULL, NULL, NULL, NULL) RETURNING *`;
}

/**
 * DeviceScansRepository.claim and complete in one statement: the scan row as complete, inserted after
 * the record was written; a scan id taken before fails it with the unique (device, scan id) constraint.
 * `recordId` a number, or an expression naming the record inserted by the same statement.
 */
function insertScanStatement(s: ScanRow, recordId: string, result: DeviceScanResult): string {
  return `INSERT INTO ${SCANS} ("company_id", "device_id", "gate_id", "scan_id", "user_id", "action", "at", "record_id", "result")
     SELECT ${sqlInt(s.companyId)}, ${sqlInt(s.deviceId)}, ${sqlInt(s.gateId)}, ${sqlText(s.scanId)}, ${sqlInt(s.userId)}, ${sqlText(result.action)}, ${sqlTime(s.at)},
            ${recordId}, ${sqlText(JSON.stringify(result))}::jsonb`;
}
