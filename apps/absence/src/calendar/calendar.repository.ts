import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AbsenceRequest } from '../guards/entities/absence-request.entity';
import { RestDay } from '../guards/entities/rest-day.entity';
import type { ApprovedAbsence, RestDayEntry } from './domain/calendar-days';

/** Approved absences and rest days of some users of one company that touch a period. */
@Injectable()
export class CalendarRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async approvedAbsences(companyId: number, userIds: number[], from: string, to: string): Promise<ApprovedAbsence[]> {
    if (userIds.length === 0) return [];
    return this.dataSource.manager
      .createQueryBuilder(AbsenceRequest, 'r')
      .select(['r.id', 'r.userId', 'r.absenceTypeId', 'r.startDate', 'r.endDate'])
      .where("r.company_id = :companyId AND r.user_id = ANY(:userIds) AND r.status = 'approved'", { companyId, userIds })
      .andWhere('r.start_date <= :to AND r.end_date >= :from', { from, to })
      .getMany();
  }

  async restDays(companyId: number, userIds: number[], from: string, to: string): Promise<RestDayEntry[]> {
    if (userIds.length === 0) return [];
    return this.dataSource.manager
      .createQueryBuilder(RestDay, 'd')
      .select(['d.id', 'd.userId', 'd.date'])
      .where('d.company_id = :companyId AND d.user_id = ANY(:userIds) AND d.date BETWEEN :from AND :to', { companyId, userIds, from, to })
      .getMany();
  }
}
