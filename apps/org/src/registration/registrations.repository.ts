import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Company } from '../companies/entities/company.entity';

/**
 * The registration's view of a company: found by its registration id, and its one state, kept in
 * the company's timestamps until the table has a column for it. A registration's company is made in
 * one statement (created = updated) and completing it touches it, so an untouched company is one
 * whose registration auth has not completed yet.
 */
@Injectable()
export class RegistrationsRepository {
  /** Locked: completion and abandonment of one registration run one after the other. */
  findForUpdate(em: EntityManager, registrationId: string): Promise<Company | null> {
    return em.findOne(Company, { where: { registrationId }, lock: { mode: 'pessimistic_write' } });
  }

  isPending(company: Pick<Company, 'createdAt' | 'updatedAt'>): boolean {
    return company.updatedAt.getTime() === company.createdAt.getTime();
  }

  async markCompleted(em: EntityManager, companyId: number): Promise<void> {
    // clock_timestamp(): later than the insert's now() even within a fast second transaction.
    await em.query('UPDATE "org"."companies" SET "updated_at" = greatest(clock_timestamp(), "created_at" + interval \'1 microsecond\') WHERE "id" = $1', [companyId]);
  }

  /** Departments, teams, lists and users go with it (the foreign keys cascade). */
  async remove(em: EntityManager, companyId: number): Promise<void> {
    await em.query('DELETE FROM "org"."companies" WHERE "id" = $1', [companyId]);
  }
}
