import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface DeviceScanTimes {
  deviceId: number;
  lastReceivedAt: Date | null;
  /** The device's scans since `since`: when it said it scanned, and when presence received it. */
  recent: Array<{ scannedAt: Date; receivedAt: Date }>;
}

/** What the dashboard reads of the gate scans: when each device was last heard of, and its recent scan times. */
@Injectable()
export class BoardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Per device of the company (at most 200 recent scans each, newest first). Received = the row's creation time. */
  async deviceScanTimes(companyId: number, deviceIds: number[], since: Date): Promise<DeviceScanTimes[]> {
    if (deviceIds.length === 0) return [];
    const [last, recent] = await Promise.all([
      this.dataSource.manager.query<Array<{ device_id: number; last: Date }>>(
        `SELECT "device_id", max("created_at") AS "last" FROM "presence"."device_scans"
          WHERE "company_id" = $1 AND "device_id" = ANY($2::int[]) GROUP BY "device_id"`,
        [companyId, deviceIds],
      ),
      this.dataSource.manager.query<Array<{ device_id: number; at: Date; created_at: Date }>>(
        `SELECT "device_id", "at", "created_at" FROM (
           SELECT "device_id", "at", "created_at", row_number() OVER (PARTITION BY "device_id" ORDER BY "created_at" DESC) AS "n"
             FROM "presence"."device_scans"
            WHERE "company_id" = $1 AND "device_id" = ANY($2::int[]) AND "created_at" >= $3) AS "s"
          WHERE "n" <= 200`,
        [companyId, deviceIds, since],
      ),
    ]);
    const lastBy = new Map(last.map((r) => [Number(r.device_id), new Date(r.last)]));
    return deviceIds.map((deviceId) => ({
      deviceId,
      lastReceivedAt: lastBy.get(deviceId) ?? null,
      recent: recent.filter((r) => Number(r.device_id) === deviceId).map((r) => ({ scannedAt: new Date(r.at), receivedAt: new Date(r.created_at) })),
    }));
  }
}
