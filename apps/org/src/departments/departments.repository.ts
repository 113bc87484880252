import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import { Department } from './entities/department.entity';

export const DEPARTMENT_SORTS = ['name', 'created_at'] as const;
export type DepartmentSort = (typeof DEPARTMENT_SORTS)[number];

/** A company's departments; every query is scoped by the company. */
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

  find(companyId: number, departmentId: number, em: EntityManager = this.dataSource.manager): Promise<Department | null> {
    return em.findOne(Department, { where: { companyId, id: departmentId } });
  }

  /** The company's departments of these ids (others' ids find nothing). */
  findMany(companyId: number, departmentIds: number[], em: EntityManager = this.dataSource.manager): Promise<Department[]> {
    const ids = [...new Set(departmentIds)];
    if (ids.length === 0) return Promise.resolve([]);
    return em.createQueryBuilder(Department, 'd').where('d.company_id = :companyId AND d.id IN (:...ids)', { companyId, ids }).getMany();
  }

  lock(em: EntityManager, companyId: number, departmentId: number): Promise<Department | null> {
    return em.findOne(Department, { where: { companyId, id: departmentId }, lock: { mode: 'pessimistic_write' } });
  }

  findNamed(em: EntityManager, companyId: number, name: string): Promise<Department | null> {
    return em.createQueryBuilder(Department, 'd').where('d.company_id = :companyId AND lower(d.name) = lower(:name)', { companyId, name }).getOne();
  }

  findDefault(em: EntityManager, companyId: number): Promise<Department | null> {
    return em.findOne(Department, { where: { companyId, isDefault: true } });
  }

  /** A new department; a company's Default department is made at registration (isDefault), with no manager yet. */
  insert(em: EntityManager, data: Pick<Department, 'companyId' | 'name'> & Partial<Pick<Department, 'managerUserId' | 'isDefault'>>): Promise<Department> {
    return em.save(Department, em.create(Department, { managerUserId: null, isDefault: false, ...data }));
  }

  async update(em: EntityManager, companyId: number, departmentId: number, columns: Partial<Pick<Department, 'name' | 'managerUserId'>>): Promise<void> {
    await em.update(Department, { companyId, id: departmentId }, columns);
  }

  async setManagerIfUnset(em: EntityManager, companyId: number, departmentId: number, userId: number): Promise<void> {
    await em
      .createQueryBuilder()
      .update(Department)
      .set({ managerUserId: userId })
      .where('company_id = :companyId AND id = :departmentId AND manager_user_id IS NULL', { companyId, departmentId })
      .execute();
  }

  /** The user no longer manages any department. */
  async clearManager(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em.update(Department, { companyId, managerUserId: userId }, { managerUserId: null });
  }

  /**
   * How many teams name the department. Teams build on departments (a team form names one), so the
   * teams table is named here rather than its entity imported: the module graph stays one-way.
   */
  countTeams(em: EntityManager, companyId: number, departmentId: number): Promise<number> {
    return em.count('teams', { where: { companyId, departmentId } });
  }

  async delete(em: EntityManager, companyId: number, departmentId: number): Promise<void> {
    await em.delete(Department, { companyId, id: departmentId });
  }
}
