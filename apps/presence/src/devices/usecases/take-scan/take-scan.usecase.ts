import { Injectable } from '@nestjs/common';
import { type DeviceScanResult, ERROR_KEYS, type MessageMeta, PRESENCE_ERRORS } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import type { EntityManager } from 'typeorm';
import { valid } from '../../../common/domain/parsed';
import { assertActive, assertMayStart } from '../../../common/domain/subject-checks';
import type { PresenceUser } from '../../../copies/entities/presence-user.entity';
import { OrgDirectory } from '../../../copies/org-directory';
import type { PresenceRecord } from '../../../records/entities/presence-record.entity';
import { RecordWriter } from '../../../records/record-writer';
import { RecordsRepository } from '../../../records/records.repository';
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
    const earlier = await this.scans.findResult(scan.deviceId, scan.scanId);
    if (earlier) return { ...earlier, duplicate: true };

    const user = await this.directory.userByQr(scan.companyId, scan.qrCode, meta);
    if (!user) throw new DomainError(PRESENCE_ERRORS.wrongQrCode, 422);
    assertActive(user);
    const settings = await this.directory.settings(scan.companyId, meta);
    const keepImage = scan.image !== null && settings.saving_images && user.workSettings.saving_images;

    const outcome = await this.records.transaction(async (em) => {
      await this.records.lockUser(em, user.userId);
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
    });
    if (outcome) return outcome;
    // A concurrent retry took the scan id first (and has committed: the insert waited for it).
    const first = await this.scans.findResult(scan.deviceId, scan.scanId);
    if (!first) throw new DomainError(ERROR_KEYS.serviceUnavailable, 503); // not reachable: the insert waited for the other's commit
    return { ...first, duplicate: true };
  }

  private async toggle(em: EntityManager, user: PresenceUser, scan: ScanInput): Promise<{ action: DeviceScanResult['action']; record: PresenceRecord | null }> {
    const at = scan.scannedAt;
    const covering = await this.records.coveringAt(em, user.userId, at);
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
    const later = await this.records.nextAfter(em, user.userId, at);
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
