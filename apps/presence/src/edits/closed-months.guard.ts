import { Injectable } from '@nestjs/common';
import { closedMonthsOf } from '@presently/database';
import { refuseClosedMonth } from '@presently/domain';
import type { EntityManager } from 'typeorm';
import type { PresenceUser } from '../copies/entities/presence-user.entity';
import { RecordsRepository } from '../records/records.repository';
import { type TouchedSpan, touchedPeriods } from './domain/closed-month-touch';

const MS = 1;

/**
 * Refuses (422 month_closed:<YYYY-MM>) an edit whose days touch a month org closed for the company or
 * the user's department: the record before and after, and every record the placement would trim,
 * split, remove or merge (those overlapping or touching the new time). Runs in the edit's
 * transaction, under the user's lock, on presence's copy of the closures.
 */
@Injectable()
export class ClosedMonthsGuard {
  constructor(private readonly records: RecordsRepository) {}

  async refuse(em: EntityManager, user: PresenceUser, zone: string, spans: TouchedSpan[], placed?: TouchedSpan): Promise<void> {
    const closures = await closedMonthsOf(em, 'presence', user.companyId);
    if (closures.length === 0) return;
    const all = [...spans];
    if (placed) {
      all.push(placed);
      const around = await this.records.overlapping(em, user.userId, new Date(placed.start.getTime() - MS), placed.end ? new Date(placed.end.getTime() + MS) : null);
      all.push(...around.map((r) => ({ start: r.startedAt, end: r.endedAt })));
    }
    refuseClosedMonth(closures, user.departmentId, touchedPeriods(all, new Date(), zone));
  }
}
