import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import type { AbsenceStatus } from '@presently/contracts';
import { AbsenceRequest } from './entities/absence-request.entity';
import { RestDay } from './entities/rest-day.entity';

/** Counts over absence requests and rest days, each within one company. */
@Injectable()
export class GuardsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  countRequestsOfUser(companyId: number, userId: number, statuses: readonly AbsenceStatus[]): Promise<number> {
    return this.dataSource.manager.count(AbsenceRequest, { where: { companyId, userId, status: In([...statuses]) } });
  }

  countRequestsAwaiting(companyId: number, approverUserId: number, statuses: readonly AbsenceStatus[]): Promise<number> {
    return this.dataSource.manager.count(AbsenceRequest, { where: { companyId, currentApproverUserId: approverUserId, status: In([...statuses]) } });
  }

  async countUsersRestingOn(companyId: number, date: string): Promise<number> {
    const row = await this.dataSource.manager
      .createQueryBuilder(RestDay, 'r')
      .select('COUNT(DISTINCT r.user_id)::int', 'count')
      .where('r.company_id = :companyId AND r.date = :date', { companyId, date })
      .getRawOne<{ count: number }>();
    return row?.count ?? 0;
  }
}
