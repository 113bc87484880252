import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EntitlementInput } from './domain/entitlement-input';
import { VacationEntitlement } from './entities/vacation-entitlement.entity';

const toColumns = (input: EntitlementInput) => ({
  name: input.name,
  validFrom: input.valid_from,
  validTo: input.valid_to,
  acquiredOn: input.acquired_on,
  days: input.days,
});

/** Users' vacation rules; every query is scoped by company and user. */
@Injectable()
export class EntitlementsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A user's rules, newest period first. */
  listForUser(companyId: number, userId: number, em: EntityManager = this.dataSource.manager): Promise<VacationEntitlement[]> {
    return em.find(VacationEntitlement, { where: { companyId, userId }, order: { validFrom: 'DESC', id: 'DESC' } });
  }

  lock(em: EntityManager, companyId: number, userId: number, id: number): Promise<VacationEntitlement | null> {
    return em.findOne(VacationEntitlement, { where: { companyId, userId, id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Serialises the changes of one user's vacation days (a delete deciding "unused" while a save moves
   * a period; later, a vacation request drawing on them): a transaction-scoped advisory lock whose key
   * is named for absence, so that no other service's lock on the same user ids waits for it.
   */
  async lockUserVacation(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`absence.vacation:${companyId}:${userId}`]);
  }

  async insert(em: EntityManager, companyId: number, userId: number, input: EntitlementInput, actorUserId: number): Promise<VacationEntitlement> {
    return em.save(VacationEntitlement, em.create(VacationEntitlement, { companyId, userId, ...toColumns(input), updatedBy: actorUserId }));
  }

  async update(em: EntityManager, companyId: number, userId: number, id: number, input: EntitlementInput, actorUserId: number): Promise<void> {
    await em.update(VacationEntitlement, { companyId, userId, id }, { ...toColumns(input), updatedBy: actorUserId });
  }

  async delete(em: EntityManager, companyId: number, userId: number, id: number): Promise<void> {
    await em.delete(VacationEntitlement, { companyId, userId, id });
  }
}
