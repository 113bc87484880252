import { Injectable } from '@nestjs/common';
import { type DeviceScanResult, ERROR_KEYS, type MessageMeta, PRESENCE_ERRORS } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import type { EntityManager } from 'typeorm';
import { isUniqueViolation } from '@presently/database';
import { valid } from '../../../common/domain/parsed';
import { LeanTransaction, sqlInt } from '../../../common/lean-transaction';
import { heldUserFromRow, userByQrWithCompanySql } from '../../../copies/copies.repository';
import { assertActive, assertMayStart } from '../../../common/domain/subject-checks';
import type { PresenceUser } from '../../../copies/entities/presence-user.entity';
import { OrgDirectory } from '../../../copies/org-directory';
import type { PresenceRecord } from '../../../records/entities/presence-record.entity';
import { RecordWriter } from '../../../records/record-writer';
import { recordFromRow, RecordsRepository } from '../../../records/records.repository';
import { DeviceScansRepository } from '../../device-scans.repository';
import { parseScan, type ScanInput } from '../../domain/scan-payload';

/**
 * A QR scan from a gate device (the gateway authenticated the device): the code names a user of the
 * device's company (wrong_qr_code 422 otherwise; a deactivated or blocked user is user_not_found 404).
 * If the user was at work at `scanned_at` the scan clocks them out there, otherwise in. A late scan
 * (the device was offline) is placed at its own time, overlaps resolved as for edits. The same
 * (device, scan id) again answers the first result with duplicate: true and changes nothing — the
 * unique constraint decides, also between concurrent retries. The image is kept only when the company
 * and the user save images. A user whose logging is disabled can be clocked out but not in (403).
 */
/** The unique (device, scan id) constraint: a scan id taken before. */
const SCAN_ID_INDEX = 'uq_device_scans_device_scan';

@Injectable()
export class TakeScanUseCase {
  constructor(
    private readonly directory: OrgDirectory,
    private readonly records: RecordsRepository,
    private readonly writer: RecordWriter,
    private readonly scans: DeviceScansRepository,
  ) {}

  async execute(payload: unknown, meta: MessageMeta): Promise<DeviceScanResult> {
    const scan = valid(parseScan(payload, new Date()));
    // A scan with an image takes the general path (the image row names the scan row).
    if (scan.image !== null) return this.executeGeneral(scan, meta);

    // 1st round trip: BEGIN, the first answer of this scan id, the user the code names with the company.
    const first = await LeanTransaction.begin(this.scans.dataSource, [this.scans.findResultSql(scan.deviceId, scan.scanId), userByQrWithCompanySql(scan.companyId, scan.qrCode)]);
    let tx: LeanTransaction | null = first.tx;
    try {
      const earlier = (first.results[0][0] as { result: DeviceScanResult | null } | undefined)?.result;
      if (earlier) return { ...earlier, duplicate: true };
      const held = first.results[1][0] ? heldUserFromRow(first.results[1][0]) : null;
      if (!held || !held.settings) {
        // Not held (org is asked) or without the company's settings: the general path, outside any transaction.
        await tx.rollback();
        tx = null;
        return await this.executeGeneral(scan, meta);
      }
      const user = held.user;
      assertActive(user);
      // 2nd: the user's lock, then the record they were on at the scan's time and the next one.
      const [, found] = await tx.run(this.records.lockAndCoveringAndNextSql(user.userId, scan.scannedAt));
      const covering = found.find((r) => r.which === 'covering');
      const next = found.find((r) => r.which === 'next');
      const plan = this.simplePlan(user, scan, covering ? recordFromRow(covering) : null, next ? recordFromRow(next) : null);
      if (!plan) {
        // A late scan: placed with its overlaps resolved, as on the general path (same transaction).
        const outcome = await this.inLock(tx.manager, user, scan, false);
        await tx.commit();
        tx = null;
        return outcome ?? (await this.duplicateOfTaken(scan));
      }
      // 3rd: the record written, the scan row inserted complete, COMMIT.
      try {
        await tx.commit(plan.statements);
        tx = null;
      } catch (err) {
        tx = null;
        if (!isUniqueViolation(err, SCAN_ID_INDEX)) throw err;
        // A concurrent retry took the scan id first (and has committed: the insert waited for it).
        return await this.duplicateOfTaken(scan);
      }
      return plan.result;
    } finally {
      await tx?.rollback(); // only when not finished (an answer or a check before any change)
    }
  }

  /**
   * The on-time scans as statements: a clock-out of the open work record, or a clock-in (closing what
   * else is open) when nothing was started after the scan's time; null for a late scan.
   */
  private simplePlan(user: PresenceUser, scan: ScanInput, covering: PresenceRecord | null, later: PresenceRecord | null): { statements: string[]; result: DeviceScanResult } | null {
    const at = scan.scannedAt;
    const row = { ...scan, userId: user.userId, at };
    const resultOf = (action: DeviceScanResult['action']): DeviceScanResult => ({
      scan_id: scan.scanId,
      user_id: user.userId,
      full_name: user.fullName,
      action,
      duplicate: false,
      at: at.toISOString(),
    });
    if (covering?.kind === 'work') {
      if (covering.endedAt !== null) return null;
      const result = resultOf('clock-out');
      return {
        statements: [this.records.closeSql(covering.id, at < covering.startedAt ? covering.startedAt : at), this.scans.insertCompleteSql(row, sqlInt(covering.id), result)],
        result,
      };
    }
    assertMayStart(user);
    if (later) return null;
    const result = resultOf('clock-in');
    const statements: string[] = [];
    if (covering && covering.endedAt === null) statements.push(this.records.closeSql(covering.id, at < covering.startedAt ? covering.startedAt : at));
    const insert = this.records.insertRegisteredSql({ companyId: user.companyId, userId: user.userId, kind: 'work', start: at, source: 'device', deviceId: scan.deviceId });
    statements.push(`WITH "opened" AS (${insert}), "scanned" AS (${this.scans.insertCompleteSql(row, `(SELECT "id" FROM "opened")`, result)}) SELECT "id" FROM "opened"`);
    return { statements, result };
  }

  private async duplicateOfTaken(scan: ScanInput): Promise<DeviceScanResult> {
    const first = await this.scans.findResult(scan.deviceId, scan.scanId);
    if (!first) throw new DomainError(ERROR_KEYS.serviceUnavailable, 503); // not reachable: the insert waited for the other's commit
    return { ...first, duplicate: true };
  }

  /** Every scan as first written (a scan with an image, a user or company not held). */
  private async executeGeneral(scan: ScanInput, meta: MessageMeta): Promise<DeviceScanResult> {
    const earlier = await this.scans.findResult(scan.deviceId, scan.scanId);
    if (earlier) return { ...earlier, duplicate: true };

    const subject = await this.directory.scanSubject(scan.companyId, scan.qrCode, meta);
    if (!subject) throw new DomainError(PRESENCE_ERRORS.wrongQrCode, 422);
    const user = subject.user;
    assertActive(user);
    const settings = await subject.settings();
    const keepImage = scan.image !== null && settings.saving_images && user.workSettings.saving_images;

    const outcome = await this.records.transaction(async (em) => {
      await this.records.lockUser(em, user.userId);
      return this.inLock(em, user, scan, keepImage);
    });
    if (outcome) return outcome;
    return this.duplicateOfTaken(scan);
  }

  /** Under the user's lock: claims the scan id (null: taken before), toggles, completes the scan row. */
  private async inLock(em: EntityManager, user: PresenceUser, scan: ScanInput, keepImage: boolean): Promise<DeviceScanResult | null> {
    const rowId = await this.scans.claim(em, { ...scan, userId: user.userId, at: scan.scannedAt });
    if (rowId === null) return null;
    const { action, record } = await this.toggle(em, user, scan);
    const result: DeviceScanResult = {
      scan_id: scan.scanId,
      user_id: user.userId,
      full_name: user.fullName,
      action,
      duplicate: false,
      at: scan.scannedAt.toISOString(),
    };
    await this.scans.complete(em, rowId, record?.id ?? null, result);
    if (keepImage && record && scan.image) {
      await this.scans.addImage(em, { companyId: scan.companyId, userId: user.userId, recordId: record.id, scanRowId: rowId, action, ...scan.image });
      await this.records.markImage(em, record.id);
    }
    return result;
  }

  private async toggle(em: EntityManager, user: PresenceUser, scan: ScanInput): Promise<{ action: DeviceScanResult['action']; record: PresenceRecord | null }> {
    const at = scan.scannedAt;
    // The record the user was on at the scan's time and the first one started after it, in one read.
    const { covering, next: later } = await this.records.coveringAndNext(em, user.userId, at);
    const noone = { actorUserId: null, reason: null };
    if (covering?.kind === 'work') {
      if (covering.endedAt === null) return { action: 'clock-out', record: await this.records.close(em, covering.id, at < covering.startedAt ? covering.startedAt : at) };
      // A late clock-out inside a work record that was closed later: it ends where the gate says.
      const placed = await this.writer.place(em, {
        companyId: user.companyId,
        userId: user.userId,
        kind: 'work',
        start: covering.startedAt,
        end: at,
        existing: covering,
        auditIncoming: true,
        ctx: noone,
      });
      return { action: 'clock-out', record: placed.holder };
    }
    assertMayStart(user); // rolls the claimed scan id back with the rest: a retry after logging is enabled again counts
    if (!later) {
      // On time (nothing after it): as a clock-in on the web, from the scan's time.
      if (covering && covering.endedAt === null) await this.records.close(em, covering.id, at < covering.startedAt ? covering.startedAt : at);
      const opened = await this.records.insert(em, {
        companyId: user.companyId,
        userId: user.userId,
        kind: 'work',
        start: at,
        end: null,
        source: 'device',
        deviceId: scan.deviceId,
        registered: true,
      });
      return { action: 'clock-in', record: opened };
    }
    // Late (the device was offline): work from the scan until the next record, but no longer than a
    // working day (working hours + paid break, as an automatic stop would end it). The next scan of
    // the same device usually brings the real clock-out; a next record days later is not swallowed.
    const workday = Math.max(1, user.workSettings.working_hours * 60 + user.workSettings.max_paid_break_minutes) * 60_000;
    const limit = new Date(at.getTime() + workday);
    const placed = await this.writer.place(em, {
      companyId: user.companyId,
      userId: user.userId,
      kind: 'work',
      start: at,
      end: later.startedAt < limit ? later.startedAt : limit,
      source: 'device',
      deviceId: scan.deviceId,
      registered: true,
      auditIncoming: false,
      ctx: noone,
    });
    return { action: 'clock-in', record: placed.holder };
  }
}
