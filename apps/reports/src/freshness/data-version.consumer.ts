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
  MONTH_CLOSURE_CHANGED,
  PRESENCE_HISTORY_CHANGED,
  USER_CHANGED,
} from '@presently/contracts';
import { InboxBatch } from '@presently/database';
import type { DataSource } from 'typeorm';
import { ExportReuse } from './export-reuse.repository';

type CompanyEvent = EventEnvelope<{ company_id?: unknown }>;

/**
 * The events after which a file of an ended period may show other numbers: presence records changed
 * on a day before today, an approved absence (approved, cancelled, recounted, ended), the company's
 * settings (margins, night window), a holiday, a user (team, department, work settings), a month
 * closed or reopened (a closed month keeps the settings it was closed with). Each bumps the company's
 * data version once (inbox).
 *
 * Presence's every-change event (presence.record.changed, one per clock-in and scan) is not taken:
 * a file is reused only for a period that ended before the day it was made, which a change of today's
 * records cannot reach; presence says when a change reaches an earlier day (presence.history.changed).
 * Events delivered together are still written together (`InboxBatch`): one transaction per batch,
 * acked only after it commits.
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

  @EventPattern(PRESENCE_HISTORY_CHANGED.key)
  onHistory(@Payload() e: CompanyEvent) {
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

  @EventPattern(MONTH_CLOSURE_CHANGED.key)
  onMonthClosure(@Payload() e: CompanyEvent) {
    return this.changed(e);
  }
}
