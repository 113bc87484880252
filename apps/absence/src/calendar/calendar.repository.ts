import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, IsNull } from 'typeorm';
import type { AbsenceRequestStatus } from '@presently/contracts';
import type { CalendarRequest } from '@presently/absence-rules';
import { AbsenceRequest } from '../requests/entities/absence-request.entity';
import { RestDay } from '../rest-days/entities/rest-day.entity';
import { CalendarFeed } from './entities/calendar-feed.entity';

export interface CalendarRequestFilter {
  /** Only these people; null: the whole company. */
  userIds: number[] | null;
  statuses: readonly AbsenceRequestStatus[];
  absenceTypeId?: number | null;
}

/** The calendars' reads (requests touching a period, rest days) and the feeds, each within one company. */
@Injectable()
export class CalendarRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Requests touching a period (both ends included): one query, whatever the number of people. */
  async requestsTouching(companyId: number, from: string, to: string, filter: CalendarRequestFilter): Promise<CalendarRequest[]> {
    if (filter.userIds !== null && filter.userIds.length === 0) return [];
    const qb = this.dataSource.manager
      .createQueryBuilder(AbsenceRequest, 'r')
      .select(['r.id', 'r.userId', 'r.absenceTypeId', 'r.status', 'r.startDate', 'r.endDate', 'r.halfDay', 'r.dates', 'r.switchDate'])
      .where('r.company_id = :companyId AND r.start_date <= :to AND r.end_date >= :from', { companyId, from, to })
      .andWhere('r.status IN (:...statuses)', { statuses: [...filter.statuses] });
    if (filter.userIds !== null) qb.andWhere('r.user_id = ANY(:userIds)', { userIds: filter.userIds });
    if (filter.absenceTypeId) qb.andWhere('r.absence_type_id = :typeId', { typeId: filter.absenceTypeId });
    const rows = await qb.orderBy('r.start_date', 'ASC').addOrderBy('r.id', 'ASC').getMany();
    return rows.map((r) => ({
      id: r.id,
      user_id: r.userId,
      absence_type_id: r.absenceTypeId,
      status: r.status,
      start_date: r.startDate,
      end_date: r.endDate,
      half_day: r.halfDay,
      dates: r.dates,
      switch_date: r.switchDate,
    }));
  }

  async restDaysOf(companyId: number, userId: number, from: string, to: string): Promise<string[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(RestDay, 'd')
      .select(['d.id', 'd.date'])
      .where('d.company_id = :companyId AND d.user_id = :userId AND d.date BETWEEN :from AND :to', { companyId, userId, from, to })
      .getMany();
    return rows.map((r) => r.date);
  }

  insertFeed(data: Pick<CalendarFeed, 'companyId' | 'userId' | 'scope' | 'absenceTypeId' | 'lang' | 'tokenHash'>): Promise<CalendarFeed> {
    const em = this.dataSource.manager;
    return em.save(CalendarFeed, em.create(CalendarFeed, data));
  }

  /** The user's live feeds, newest first. */
  feedsOf(companyId: number, userId: number): Promise<CalendarFeed[]> {
    return this.dataSource.manager.find(CalendarFeed, { where: { companyId, userId, revokedAt: IsNull() }, order: { id: 'DESC' } });
  }

  /** Revokes one of the user's live feeds; false when there is none by that id. */
  async revokeFeed(companyId: number, userId: number, id: number): Promise<boolean> {
    const result = await this.dataSource.manager.update(CalendarFeed, { id, companyId, userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  liveFeedByHash(tokenHash: string): Promise<CalendarFeed | null> {
    return this.dataSource.manager.findOne(CalendarFeed, { where: { tokenHash, revokedAt: IsNull() } });
  }
}
