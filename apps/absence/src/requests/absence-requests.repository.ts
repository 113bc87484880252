import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { AbsenceStatus } from '@presently/contracts';
import { AbsenceRequest } from './entities/absence-request.entity';

/** The days of an approved request, as calendars lay them out. */
export type ApprovedRequestSpan = Pick<AbsenceRequest, 'id' | 'userId' | 'absenceTypeId' | 'startDate' | 'endDate'>;

/** What a request draws from a user's days (entitlements count them). */
export type RequestDraw = Pick<AbsenceRequest, 'id' | 'startDate' | 'requestedDays' | 'status'>;

/**
 * Absence requests, each query within one company. The features that read requests (guards,
 * calendar, entitlements) ask here; the requests feature imports none of them.
 */
@Injectable()
export class AbsenceRequestsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  countOfUser(companyId: number, userId: number, statuses: readonly AbsenceStatus[]): Promise<number> {
    return this.dataSource.manager.count(AbsenceRequest, { where: { companyId, userId, status: In([...statuses]) } });
  }

  countAwaiting(companyId: number, approverUserId: number, statuses: readonly AbsenceStatus[]): Promise<number> {
    return this.dataSource.manager.count(AbsenceRequest, { where: { companyId, currentApproverUserId: approverUserId, status: In([...statuses]) } });
  }

  /** Approved requests of some users that touch a period (both ends included). */
  async approvedTouching(companyId: number, userIds: number[], from: string, to: string): Promise<ApprovedRequestSpan[]> {
    if (userIds.length === 0) return [];
    return this.dataSource.manager
      .createQueryBuilder(AbsenceRequest, 'r')
      .select(['r.id', 'r.userId', 'r.absenceTypeId', 'r.startDate', 'r.endDate'])
      .where("r.company_id = :companyId AND r.user_id = ANY(:userIds) AND r.status = 'approved'", { companyId, userIds })
      .andWhere('r.start_date <= :to AND r.end_date >= :from', { from, to })
      .getMany();
  }

  /** A user's requests of one type in some statuses; inside a transaction, on its manager. */
  draws(companyId: number, userId: number, absenceTypeId: AbsenceRequest['absenceTypeId'], statuses: readonly AbsenceStatus[], em: EntityManager = this.dataSource.manager): Promise<RequestDraw[]> {
    return em.find(AbsenceRequest, {
      select: { id: true, startDate: true, requestedDays: true, status: true },
      where: { companyId, userId, absenceTypeId, status: In([...statuses]) },
    });
  }
}
