import { Injectable } from '@nestjs/common';
import { type MessageMeta, MONTH_CLOSURE_CHANGED } from '@presently/contracts';
import { EventOutbox } from '@presently/service-runtime';
import type { EntityManager } from 'typeorm';

/** Announces a close or reopen in its own transaction, so presence's and absence's copies follow the commit. */
@Injectable()
export class MonthClosureAnnouncer {
  constructor(private readonly outbox: EventOutbox) {}

  async changed(em: EntityManager, meta: MessageMeta, closure: { companyId: number; month: string; departmentId: number | null }, closed: boolean): Promise<void> {
    await this.outbox.add(em, meta, {
      event: MONTH_CLOSURE_CHANGED,
      payload: { company_id: closure.companyId, month: closure.month, department_id: closure.departmentId, closed },
      aggregate: `company:${closure.companyId}`,
    });
  }
}
