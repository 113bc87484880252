import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RestDay } from './entities/rest-day.entity';

export type RestDayOfUser = Pick<RestDay, 'id' | 'userId' | 'date'>;

/** Users' rest days, each query within one company. */
@Injectable()
export class RestDaysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async countUsersRestingOn(companyId: number, date: string): Promise<number> {
    const row = await this.dataSource.manager
      .createQueryBuilder(RestDay, 'r')
      .select('COUNT(DISTINCT r.user_id)::int', 'count')
      .where('r.company_id = :companyId AND r.date = :date', { companyId, date })
      .getRawOne<{ count: number }>();
    return row?.count ?? 0;
  }

  /** Rest days of some users within a period (both ends included). */
  async within(companyId: number, userIds: number[], from: string, to: string): Promise<RestDayOfUser[]> {
    if (userIds.length === 0) return [];
    return this.dataSource.manager
      .createQueryBuilder(RestDay, 'd')
      .select(['d.id', 'd.userId', 'd.date'])
      .where('d.company_id = :companyId AND d.user_id = ANY(:userIds) AND d.date BETWEEN :from AND :to', { companyId, userIds, from, to })
      .getMany();
  }
}
