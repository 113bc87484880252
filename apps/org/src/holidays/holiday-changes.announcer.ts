import { Injectable } from '@nestjs/common';
import { HOLIDAY_CHANGED, type HolidayChangedEvent, type MessageMeta } from '@presently/contracts';
import { EventOutbox } from '@presently/service-runtime';
import type { EntityManager } from 'typeorm';
import { ClosedMonthsChecker } from '../month-closures/closed-months.checker';

/**
 * Announces a change of the company's holidays in the change's own transaction, so absence recounts
 * the requested days of the periods touching them exactly when the change commits.
 */
@Injectable()
export class HolidayChangesAnnouncer {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly closedMonths: ClosedMonthsChecker,
  ) {}

  /**
   * Also the one place every holiday change passes with its dates before it commits: a date inside a
   * closed month refuses the change (month_closed), since absence would count that month's days again.
   */
  async changed(em: EntityManager, meta: MessageMeta, companyId: number, change: HolidayChangedEvent['change'], dates: string[]): Promise<void> {
    const unique = [...new Set(dates)].sort();
    if (unique.length === 0) return;
    await this.closedMonths.refuseDates(em, companyId, unique);
    await this.outbox.add(em, meta, { event: HOLIDAY_CHANGED, payload: { company_id: companyId, change, dates: unique }, aggregate: `company:${companyId}` });
  }
}
