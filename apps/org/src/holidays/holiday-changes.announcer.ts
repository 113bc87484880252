import { Injectable } from '@nestjs/common';
import { HOLIDAY_CHANGED, type HolidayChangedEvent, type MessageMeta } from '@presently/contracts';
import { EventOutbox } from '@presently/service-runtime';
import type { EntityManager } from 'typeorm';

/**
 * Announces a change of the company's holidays in the change's own transaction, so absence recounts
 * the requested days of the periods touching them exactly when the change commits.
 */
@Injectable()
export class HolidayChangesAnnouncer {
  constructor(private readonly outbox: EventOutbox) {}

  async changed(em: EntityManager, meta: MessageMeta, companyId: number, change: HolidayChangedEvent['change'], dates: string[]): Promise<void> {
    const unique = [...new Set(dates)].sort();
    if (unique.length === 0) return;
    await this.outbox.add(em, meta, { event: HOLIDAY_CHANGED, payload: { company_id: companyId, change, dates: unique }, aggregate: `company:${companyId}` });
  }
}
