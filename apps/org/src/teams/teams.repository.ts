import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import type { TeamKind } from '@presently/contracts';
import { Team } from './entities/team.entity';

export const TEAM_SORTS = ['name', 'created_at'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

export interface TeamFilter {
  departmentId: number | null;
  kind: TeamKind | null;
}

/** A company's teams; every query is scoped by the company. */
@Injectable()
export class TeamsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(companyId: number, filter: TeamFilter, page: PageRequest<TeamSort>): Promise<[Team[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(Team, 't').where('t.company_id = :companyId', { companyId });
    if (filter.departmentId) qb.andWhere('t.department_id = :departmentId', { departmentId: filter.departmentId });
    if (filter.kind) qb.andWhere('t.kind = :kind', { kind: filter.kind });
    if (page.q) qb.andWhere('t.name ILIKE :q', { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(page.sort === 'name' ? 'lower(t.name)' : 't.created_at', direction)
      .addOrderBy('t.id', direction)
      .offset(page.offset)
      .limit(page.perPage)
      .getManyAndCount();
  }

  find(companyId: number, teamId: number, em: EntityManager = this.dataSource.manager): Promise<Team | null> {
    return em.findOne(Team, { where: { companyId, id: teamId } });
  }

  lock(em: EntityManager, companyId: number, teamId: number): Promise<Team | null> {
    return em.findOne(Team, { where: { companyId, id: teamId }, lock: { mode: 'pessimistic_write' } });
  }

  findNamed(em: EntityManager, companyId: number, name: string): Promise<Team | null> {
    return em.createQueryBuilder(Team, 't').where('t.company_id = :companyId AND lower(t.name) = lower(:name)', { companyId, name }).getOne();
  }

  /** The company's Default or Deactivated team (one of each). */
  findOfKind(em: EntityManager, companyId: number, kind: Exclude<TeamKind, 'regular'>): Promise<Team | null> {
    return em.findOne(Team, { where: { companyId, kind } });
  }

  /** A new team (regular unless it is one of the fixed teams made at registration, which have no lead yet). */
  insert(em: EntityManager, data: Pick<Team, 'companyId' | 'name' | 'departmentId'> & Partial<Pick<Team, 'teamLeadUserId' | 'kind'>>): Promise<Team> {
    return em.save(Team, em.create(Team, { teamLeadUserId: null, kind: 'regular', ...data }));
  }

  async update(em: EntityManager, companyId: number, teamId: number, columns: Partial<Pick<Team, 'name' | 'departmentId' | 'teamLeadUserId'>>): Promise<void> {
    await em.update(Team, { companyId, id: teamId }, columns);
  }

  async setLeadIfUnset(em: EntityManager, companyId: number, teamId: number, userId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(Team)
      .set({ teamLeadUserId: userId })
      .where('company_id = :companyId AND id = :teamId AND team_lead_user_id IS NULL', { companyId, teamId })
      .execute();
  }

  /** The user no longer leads any team. */
  async clearLead(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em.update(Team, { companyId, teamLeadUserId: userId }, { teamLeadUserId: null });
  }

  async delete(em: EntityManager, companyId: number, teamId: number): Promise<void> {
    await em.delete(Team, { companyId, id: teamId });
  }
}
