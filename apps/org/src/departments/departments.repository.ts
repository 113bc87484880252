import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Department } from '../companies/entities/department.entity';
import { Team } from '../companies/entities/team.entity';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import { User } from '../users/entities/user.entity';

export const DEPARTMENT_SORTS = ['name', 'created_at'] as const;
export type DepartmentSort = (typeof DEPARTMENT_SORTS)[number];

/** A company's departments for administration; every query is scoped by the company. */
@Injectable()
export class DepartmentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(companyId: number, page: PageRequest<DepartmentSort>): Promise<[Department[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(Department, 'd').where('d.company_id = :companyId', { companyId });
    if (page.q) qb.andWhere('d.name ILIKE :q', { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(page.sort === 'name' ? 'lower(d.name)' : 'd.created_at', direction)
      .addOrderBy('d.id', direction)
      .offset(page.offset)
      .limit(page.perPage)
      .getManyAndCount();
  }

  /** How many people each department has. */
  async memberCounts(companyId: number, departmentIds: number[], em: EntityManager = this.dataSource.manager): Promise<Map<number, number>> {
    const counts = new Map<number, number>(departmentIds.map((id) => [id, 0]));
    if (departmentIds.length === 0) return counts;
    const rows = await em
      .createQueryBuilder(User, 'u')
      .select('u.department_id', 'id')
      .addSelect('COUNT(*)::int', 'count')
      .where('u.company_id = :companyId AND u.department_id IN (:...departmentIds)', { companyId, departmentIds })
      .groupBy('u.department_id')
      .getRawMany<{ id: number; count: number }>();
    for (const row of rows) counts.set(row.id, row.count);
    return counts;
  }

  find(companyId: number, departmentId: number): Promise<Department | null> {
    return this.dataSource.manager.findOne(Department, { where: { companyId, id: departmentId } });
  }

  lock(em: EntityManager, companyId: number, departmentId: number): Promise<Department | null> {
    return em.findOne(Department, { where: { companyId, id: departmentId }, lock: { mode: 'pessimistic_write' } });
  }

  findNamed(em: EntityManager, companyId: number, name: string): Promise<Department | null> {
    return em.createQueryBuilder(Department, 'd').where('d.company_id = :companyId AND lower(d.name) = lower(:name)', { companyId, name }).getOne();
  }

  insert(em: EntityManager, data: Pick<Department, 'companyId' | 'name' | 'managerUserId'>): Promise<Department> {
    return em.save(Department, em.create(Department, { ...data, isDefault: false }));
  }

  async update(em: EntityManager, companyId: number, departmentId: number, columns: Partial<Pick<Department, 'name' | 'managerUserId'>>): Promise<void> {
    await em.update(Department, { companyId, id: departmentId }, columns);
  }

  countTeams(em: EntityManager, companyId: number, departmentId: number): Promise<number> {
    return em.count(Team, { where: { companyId, departmentId } });
  }

  async delete(em: EntityManager, companyId: number, departmentId: number): Promise<void> {
    await em.delete(Department, { companyId, id: departmentId });
  }
}
