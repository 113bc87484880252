import { Injectable } from '@nestjs/common';
import { type DeviceScanResult, ERROR_KEYS, type MessageMeta, PRESENCE_ERRORS } from '@presently/contracts';
import { DomainError } from '@presently/domain';
import type { ScanPlan } from '@presently/presence-rules';
import type { EntityManager } from 'typeorm';
import { recordChanged } from '../../../board/domain/record-changed';
import { PresenceChangeAnnouncer } from '../../../board/presence-change.announcer';
import { assertActive, loggingDisabled } from '../../../common/domain/subject-checks';
import type { PresenceUser } from '../../../copies/entities/presence-user.entity';
import { OrgDirectory } from '../../../copies/org-directory.service';
import { toRuleRecord } from '../../../records/domain/presence-views';
import type { PresenceRecord } from '../../../records/entities/presence-record.entity';
import { PresenceWritesRepository, type ScanRow, type WriteTransaction } from '../../../records/presence-writes.repository';
import { RecordWriter } from '../../../records/record-writer.service';
import { RecordsRepository } from '../../../records/records.repository';
import { DeviceScansRepository } from '../../device-scans.repository';
import type { ScanInput } from '../../domain/scan-payload';
import { scanPlanFor, scanResult } from '../../domain/scan-result';

/**
 * A QR scan from a gate device (the gateway authenticated the device): the code names a user of the
 * device's company (wrong_qr_code 422 otherwise; a deactivated or blocked user is user_not_found 404).
 * What the scan does is planScan's (libs/presence-rules): a clock-out when work was on at
 * `scanned_at`, a clock-in otherwise; a late scan (the device was offline) is placed at its own time,
 * overlaps resolved as for edits. The same (device, scan id) again answers the first result with
 * duplicate: true and changes nothing — the unique constraint decides, also between concurrent
 * retries. The image is kept only when the company and the user save images. A user whose logging is
 * disabled can be clocked out but not in (403).
 *
 * Two paths, one rule: an on-time scan of a user held with their company takes the batched writes
 * (three round trips); a scan with an image, of a user or company not held, or a late one, takes the
 * general path on TypeORM.
 */
@Injectable()
export class TakeScanUseCase {
  constructor(
    private readonly directory: OrgDirectory,
    private readonly records: RecordsRepository,
    private readonly writes: PresenceWritesRepository,
    private readonly writer: RecordWriter,
    private readonly scans: DeviceScansRepository,
    private readonly announcer: PresenceChangeAnnouncer,
  ) {}

  async execute(scan: ScanInput, meta: MessageMeta): Promise<DeviceScanResult> {
    // A scan with an image takes the general path (the image row names the scan row).
    if (scan.image !== null) return this.executeGeneral(scan, meta);

    // 1st round trip: BEGIN, the first answer of this scan id, the user the code names with the company.
    const first = await this.writes.beginScan(scan);
    let tx: WriteTransaction | null = first.tx;
    try {
      if (first.earlier) return { ...first.earlier, duplicate: true };
      const held = first.held;
      const settings = held?.settings;
      if (!held || !settings) {
        // Not held (org is asked) or without the company's settings: the general path, outside any transaction.
        await tx.rollback();
        tx = null;
        return await this.executeGeneral(scan, meta);
      }
      const user = held.user;
      assertActive(user);
      // 2nd: the user's lock, then the record they were on at the scan's time and the next one.
      const around = await this.writes.lockAndLoadAround(tx, user.userId, scan.scannedAt);
      const plan = scanPlanFor(user, scan.scannedAt, around.covering && toRuleRecord(around.covering), around.next && toRuleRecord(around.next));
      if (plan.type === 'error') throw loggingDisabled();
      if (plan.type === 'late-clock-out' || plan.type === 'late-clock-in') {
        // A late scan: placed with its overlaps resolved, as on the general path (same transaction).
        const outcome = await this.inLock(tx.manager, user, settings.timezone, scan, false, meta);
        await this.writes.commit(tx);
        tx = null;
        return outcome ?? (await this.duplicateOfTaken(scan));
      }
      // 3rd: the record written, the scan row inserted complete, COMMIT.
      const result = scanResult(scan, user, plan.action);
      const changed = recordChanged(user, plan.type === 'clock-in' ? { kind: 'work', since: plan.start } : null, new Date(), 'device');
      // An on-time scan may still be old (nothing came after it) or close a record opened on an earlier day.
      const touched = { timezone: settings.timezone, starts: [plan.close ? around.covering?.startedAt : null, scan.scannedAt] };
      const outcome = await this.writes.commitScan(tx, scanRow(scan, user), plan, result, this.announcer.statements(meta, changed, touched));
      tx = null;
      // 'taken': a concurrent retry took the scan id first (and has committed: the insert waited for it).
      return outcome === 'taken' ? await this.duplicateOfTaken(scan) : result;
    } finally {
      await tx?.rollback(); // only when not finished (an answer or a check before any change)
    }
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
      return this.inLock(em, user, settings.timezone, scan, keepImage, meta);
    });
    if (outcome) return outcome;
    return this.duplicateOfTaken(scan);
  }

  /** Under the user's lock: claims the scan id (null: taken before), applies the scan's plan, completes the scan row. */
  private async inLock(em: EntityManager, user: PresenceUser, timezone: string, scan: ScanInput, keepImage: boolean, meta: MessageMeta): Promise<DeviceScanResult | null> {
    const rowId = await this.scans.claim(em, scanRow(scan, user));
    if (rowId === null) return null;
    // The record the user was on at the scan's time and the first one started after it, in one read.
    const { covering, next } = await this.records.coveringAndNext(em, user.userId, scan.scannedAt);
    const plan = scanPlanFor(user, scan.scannedAt, covering && toRuleRecord(covering), next && toRuleRecord(next));
    if (plan.type === 'error') throw loggingDisabled(); // rolls the claimed scan id back with the rest: a retry after logging is enabled again counts
    const { record, starts } = await this.apply(em, user, scan, plan, covering);
    const result = scanResult(scan, user, plan.action);
    await this.scans.complete(em, rowId, record?.id ?? null, result);
    // The live board: what the user is on now, after the scan was placed (a late scan may change nothing now);
    // past days' readers when the scan reached one (an old scan time, the record it closed or trimmed).
    await this.announcer.current(em, meta, user, 'device', { timezone, starts: [scan.scannedAt, covering?.startedAt, ...starts] });
    if (keepImage && record && scan.image) {
      await this.scans.addImage(em, { companyId: scan.companyId, userId: user.userId, recordId: record.id, scanRowId: rowId, action: plan.action, ...scan.image });
      await this.records.markImage(em, record.id);
    }
    return result;
  }

  /** The plan's writes on TypeORM; answers the record that holds the scan's time and the starts of the records placing it touched. */
  private async apply(
    em: EntityManager,
    user: PresenceUser,
    scan: ScanInput,
    plan: Exclude<ScanPlan, { type: 'error' }>,
    covering: PresenceRecord | null,
  ): Promise<{ record: PresenceRecord | null; starts: Date[] }> {
    const noone = { actorUserId: null, reason: null };
    switch (plan.type) {
      case 'clock-out':
        return { record: await this.records.close(em, plan.close.id, plan.close.end), starts: [] };
      case 'late-clock-out': {
        // Work that was closed later ends where the gate says.
        if (!covering || covering.id !== plan.place.recordId) throw new TypeError('a late clock-out names the covering record');
        const placed = await this.writer.place(em, { companyId: user.companyId, userId: user.userId, kind: 'work', start: plan.place.start, end: plan.place.end, existing: covering, auditIncoming: true, ctx: noone });
        return { record: placed.holder, starts: placed.starts };
      }
      case 'clock-in':
        // On time (nothing after it): as a clock-in on the web, from the scan's time.
        if (plan.close) await this.records.close(em, plan.close.id, plan.close.end);
        return {
          record: await this.records.insert(em, { companyId: user.companyId, userId: user.userId, kind: 'work', start: plan.start, end: null, source: 'device', deviceId: scan.deviceId, registered: true }),
          starts: [],
        };
      case 'late-clock-in': {
        const placed = await this.writer.place(em, {
          companyId: user.companyId,
          userId: user.userId,
          kind: 'work',
          start: plan.place.start,
          end: plan.place.end,
          source: 'device',
          deviceId: scan.deviceId,
          registered: true,
          auditIncoming: false,
          ctx: noone,
        });
        return { record: placed.holder, starts: placed.starts };
      }
    }
  }
}

const scanRow = (scan: ScanInput, user: PresenceUser): ScanRow => ({
  companyId: scan.companyId,
  deviceId: scan.deviceId,
  gateId: scan.gateId,
  scanId: scan.scanId,
  userId: user.userId,
  at: scan.scannedAt,
});
