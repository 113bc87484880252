import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SubstitutePeriod } from '@presently/absence-rules';
import { Substitute } from './entities/substitute.entity';

const period = (s: Substitute): SubstitutePeriod => ({ userId: s.userId, substituteUserId: s.substituteUserId, from: s.fromDate, to: s.toDate });

/** Substitutes, each query within one company. */
@Injectable()
export class SubstitutesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Serialises the substitute changes of a company, so two people naming each other at once cannot form a loop. */
  async lockCompany(em: EntityManager, companyId: number): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`absence.substitutes:${companyId}`]);
  }

  of(companyId: number, userId: number, em: EntityManager = this.dataSource.manager): Promise<Substitute | null> {
    return em.findOne(Substitute, { where: { companyId, userId } });
  }

  /** Every substitute period of the company (small: one row per person who named one). */
  async periods(em: EntityManager, companyId: number): Promise<SubstitutePeriod[]> {
    return (await em.find(Substitute, { where: { companyId } })).map(period);
  }

  /** The periods in which a user stands in for someone. */
  async standingInFor(companyId: number, substituteUserId: number, em: EntityManager = this.dataSource.manager): Promise<SubstitutePeriod[]> {
    return (await em.find(Substitute, { where: { companyId, substituteUserId } })).map(period);
  }

  /** The substitutes of these people whose period runs on `today` (the company's date). */
  running(em: EntityManager, companyId: number, userIds: number[], today: string): Promise<Substitute[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return em
      .createQueryBuilder(Substitute, 's')
      .where('s.company_id = :companyId AND s.user_id IN (:...userIds) AND s.from_date <= :today AND s.to_date >= :today', { companyId, userIds, today })
      .getMany();
  }

  async save(
    em: EntityManager,
    row: Pick<Substitute, 'companyId' | 'userId' | 'substituteUserId' | 'substituteName' | 'substituteEmail' | 'substituteLang' | 'fromDate' | 'toDate'>,
  ): Promise<Substitute> {
    await em.upsert(Substitute, row, ['companyId', 'userId']);
    return (await this.of(row.companyId, row.userId, em)) as Substitute;
  }

  async remove(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em.delete(Substitute, { companyId, userId });
  }
}
