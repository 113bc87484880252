import { Injectable } from '@nestjs/common';
import { refuseClosedMonth } from '@presently/domain';
import type { EntityManager } from 'typeorm';
import { MonthClosuresRepository } from './month-closures.repository';

/**
 * What org's own changes ask before they touch days: a holiday added, moved or removed inside a
 * closed month would count the absences of that month again, so it is refused (month_closed). A
 * department's closure counts too: a company's holiday is everyone's, that department's people included.
 */
@Injectable()
export class ClosedMonthsChecker {
  constructor(private readonly closures: MonthClosuresRepository) {}

  async refuseDates(em: EntityManager, companyId: number, dates: string[]): Promise<void> {
    if (dates.length === 0) return;
    await this.closures.lockForChange(em, companyId);
    const closed = await this.closures.list(companyId, em);
    // Every closure applies to a company-wide holiday: read them all as the company's own.
    refuseClosedMonth(closed.map((c) => ({ month: c.month, department_id: null })), null, dates);
  }
}
