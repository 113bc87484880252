import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MonthClosureAudit } from './entities/month-closure-audit.entity';
import { MonthClosure } from './entities/month-closure.entity';

export type NewMonthClosure = Pick<MonthClosure, 'companyId' | 'month' | 'departmentId' | 'closedByUserId' | 'closedByName' | 'reason'>;

/** A company's closed months and their history; every query is scoped by the company. */
@Injectable()
export class MonthClosuresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Closing and reopening take the company's lock alone; a change that must not touch a closed month
   * (a holiday) takes it shared, so it either finishes before a close or sees the closure.
   */
  async lockForClosing(em: EntityManager, companyId: number): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`org.month-closures:${companyId}`]);
  }

  async lockForChange(em: EntityManager, companyId: number): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [`org.month-closures:${companyId}`]);
  }

  list(companyId: number, em: EntityManager = this.dataSource.manager): Promise<MonthClosure[]> {
    return em.find(MonthClosure, { where: { companyId }, order: { month: 'DESC', departmentId: { direction: 'ASC', nulls: 'FIRST' } } });
  }

  history(companyId: number, limit = 100): Promise<MonthClosureAudit[]> {
    return this.dataSource.manager.find(MonthClosureAudit, { where: { companyId }, order: { at: 'DESC', id: 'DESC' }, take: limit });
  }

  find(em: EntityManager, companyId: number, id: number): Promise<MonthClosure | null> {
    return em.findOne(MonthClosure, { where: { companyId, id } });
  }

  /** The closures of a month that would hold for this audience: the company's own and, for a department, its own. */
  ofMonth(em: EntityManager, companyId: number, month: string): Promise<MonthClosure[]> {
    return em.find(MonthClosure, { where: { companyId, month } });
  }

  insert(em: EntityManager, data: NewMonthClosure): Promise<MonthClosure> {
    return em.save(MonthClosure, em.create(MonthClosure, { ...data, closedAt: new Date() }));
  }

  async delete(em: EntityManager, companyId: number, id: number): Promise<void> {
    await em.delete(MonthClosure, { companyId, id });
  }

  async audit(em: EntityManager, entry: Omit<MonthClosureAudit, 'id' | 'at'>): Promise<void> {
    await em.insert(MonthClosureAudit, { ...entry, at: new Date() });
  }
}
