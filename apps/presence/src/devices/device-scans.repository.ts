import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { DeviceScanResult } from '@presently/contracts';
import type { ImageMime } from '@presently/domain';
import type { ScanRow } from '../records/presence-writes.repository';
import { PresenceImage } from './entities/presence-image.entity';

/** Device scans (one per device and scan id) and the images that came with them. */
@Injectable()
export class DeviceScansRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findResult(deviceId: number, scanId: string): Promise<DeviceScanResult | null | undefined> {
    const rows = await this.dataSource.manager.query<Array<{ result: DeviceScanResult | null }>>(
      `SELECT "result" FROM "presence"."device_scans" WHERE "device_id" = $1 AND "scan_id" = $2`,
      [deviceId, scanId],
    );
    return rows.length === 0 ? undefined : rows[0].result;
  }

  /** Takes the scan id for the device; null when it was taken before (the unique constraint decides, also between concurrent retries). */
  async claim(em: EntityManager, s: ScanRow): Promise<number | null> {
    const rows = await em.query<Array<{ id: number }>>(
      `INSERT INTO "presence"."device_scans" ("company_id", "device_id", "gate_id", "scan_id", "user_id", "action", "at")
       VALUES ($1, $2, $3, $4, $5, 'clock-in', $6)
       ON CONFLICT ("device_id", "scan_id") DO NOTHING RETURNING "id"`,
      [s.companyId, s.deviceId, s.gateId, s.scanId, s.userId, s.at],
    );
    return rows[0]?.id ?? null;
  }

  async complete(em: EntityManager, id: number, recordId: number | null, result: DeviceScanResult): Promise<void> {
    await em.query(`UPDATE "presence"."device_scans" SET "action" = $2, "record_id" = $3, "result" = $4 WHERE "id" = $1`, [id, result.action, recordId, JSON.stringify(result)]);
  }

  async addImage(em: EntityManager, i: { companyId: number; userId: number; recordId: number; scanRowId: number; action: string; mime: ImageMime; bytes: Buffer }): Promise<void> {
    await em.query(
      `INSERT INTO "presence"."presence_images" ("company_id", "user_id", "record_id", "scan_id", "action", "mime", "content") VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [i.companyId, i.userId, i.recordId, i.scanRowId, i.action, i.mime, i.bytes],
    );
  }

  /** The images of a record, oldest first (with the scan id the device gave). */
  async images(companyId: number, recordId: number): Promise<Array<PresenceImage & { deviceScanId: string; at: Date }>> {
    const rows = await this.dataSource.manager.query<Array<Record<string, unknown>>>(
      `SELECT i.*, s."scan_id" AS "device_scan_id", s."at" AS "scan_at"
         FROM "presence"."presence_images" i JOIN "presence"."device_scans" s ON s."id" = i."scan_id"
        WHERE i."company_id" = $1 AND i."record_id" = $2 ORDER BY i."id"`,
      [companyId, recordId],
    );
    return rows.map((r) =>
      Object.assign(new PresenceImage(), {
        id: r.id as number,
        companyId: r.company_id as number,
        userId: r.user_id as number,
        recordId: r.record_id as number,
        scanId: r.scan_id as number,
        action: r.action as PresenceImage['action'],
        mime: r.mime as PresenceImage['mime'],
        content: r.content as Buffer,
        createdAt: r.created_at as Date,
        deviceScanId: r.device_scan_id as string,
        at: r.scan_at as Date,
      }),
    );
  }
}
