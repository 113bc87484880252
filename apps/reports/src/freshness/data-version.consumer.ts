import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ABSENCE_APPROVED,
  ABSENCE_CANCELLED,
  ABSENCE_ENDED,
  ABSENCE_RECOUNTED,
  COMPANY_SETTINGS_CHANGED,
  type EventEnvelope,
  HOLIDAY_CHANGED,
  PRESENCE_RECORD_CHANGED,
  USER_CHANGED,
} from '@presently/contracts';
import { InboxBatch } from '@presently/database';
import type { DataSource } from 'typeorm';
import { ExportReuse } from './export-reuse.repository';

type CompanyEvent = EventEnvelope<{ company_id?: unknown }>;

/**
 * The events after which a report may show other numbers: a presence record, an approved absence
 * (approved, cancelled, recounted, ended), the company's settings (margins, night window), a holiday,
 * a user (team, department, work settings). Each bumps the company's data version once (inbox).
 *
 * A record event comes with every clock-in and scan: one transaction each, all on the company's one
 * version row, made reports the third-busiest process of a clock-in and serialised the commits on
 * that row's lock. The events delivered together are therefore written together (`InboxBatch`): one
 * transaction per batch, still acked only after it commits.
 */
@Controller()
export class DataVersionConsumer {
  private readonly bumps: InboxBatch<number>;

  constructor(@InjectDataSource() db: DataSource, reuse: ExportReuse) {
    this.bumps = new InboxBatch<number>(db, (em, companyIds) => reuse.bump(em, companyIds));
  }

  private async changed(e: CompanyEvent): Promise<void> {
    const companyId = e.payload?.company_id;
    if (typeof companyId !== 'number' || !Number.isInteger(companyId)) return; // nothing to bump; acked
    await this.bumps.add({ id: e.id, name: e.name }, companyId);
  }

  @EventPattern(PRESENCE_RECORD_CHANGED.key)
  onRecord(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }

  @EventPattern(ABSENCE_APPROVED.key)
  onApproved(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }

  @EventPattern(ABSENCE_CANCELLED.key)
  onCancelled(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }

  @EventPattern(ABSENCE_RECOUNTED.key)
  onRecounted(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }

  @EventPattern(ABSENCE_ENDED.key)
  onEnded(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }

  @EventPattern(COMPANY_SETTINGS_CHANGED.key)
  onSettings(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }

  @EventPattern(HOLIDAY_CHANGED.key)
  onHoliday(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }

  @EventPattern(USER_CHANGED.key)
  onUser(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }
}
