import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { TeamKind } from '../companies/domain/company-defaults';
import { Team } from '../companies/entities/team.entity';
import { containsPattern, type PageRequest } from '../common/domain/pagination';

export const TEAM_SORTS = ['name', 'created_at'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

export interface TeamFilter {
  departmentId: number | null;
  kind: TeamKind | null;
}

/** A company's teams for administration; every query is scoped by the company. */
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

  lock(em: EntityManager, companyId: number, teamId: number): Promise<Team | null> {
    return em.findOne(Team, { where: { companyId, id: teamId }, lock: { mode: 'pessimistic_write' } });
  }

  findNamed(em: EntityManager, companyId: number, name: string): Promise<Team | null> {
    return em.createQueryBuilder(Team, 't').where('t.company_id = :companyId AND lower(t.name) = lower(:name)', { companyId, name }).getOne();
  }

  insert(em: EntityManager, data: Pick<Team, 'companyId' | 'name' | 'departmentId' | 'teamLeadUserId'>): Promise<Team> {
    return em.save(Team, em.create(Team, { ...data, kind: 'regular' }));
  }

  async update(em: EntityManager, companyId: number, teamId: number, columns: Partial<Pick<Team, 'name' | 'departmentId' | 'teamLeadUserId'>>): Promise<void> {
    await em.update(Team, { companyId, id: teamId }, columns);
  }

  async delete(em: EntityManager, companyId: number, teamId: number): Promise<void> {
    await em.delete(Team, { companyId, id: teamId });
  }
}
