import { Injectable } from '@nestjs/common';
import { closedMonthsOf } from '@presently/database';
import { refuseClosedMonth } from '@presently/domain';
import type { EntityManager } from 'typeorm';

/** Refuses (422 month_closed:<YYYY-MM>) a change of absences whose days touch a month closed for the company or the person's department. */
@Injectable()
export class ClosedMonthsReader {
  async refuse(em: EntityManager, companyId: number, departmentId: number | null, touched: ReadonlyArray<{ from: string; to: string } | string>): Promise<void> {
    refuseClosedMonth(await closedMonthsOf(em, 'absence', companyId), departmentId, touched);
  }
}
