import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import { Shift } from './entities/shift.entity';

export const SHIFT_SORTS = ['name', 'start'] as const;
export type ShiftSort = (typeof SHIFT_SORTS)[number];

/** A company's shifts; every query is scoped by the company. */
@Injectable()
export class ShiftsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(companyId: number, page: PageRequest<ShiftSort>): Promise<[Shift[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(Shift, 's').where('s.company_id = :companyId', { companyId });
    if (page.q) qb.andWhere('s.name ILIKE :q', { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(page.sort === 'name' ? 'lower(s.name)' : 's.start_time', direction)
      .addOrderBy('s.id', direction)
      .offset(page.offset)
      .limit(page.perPage)
      .getManyAndCount();
  }

  find(companyId: number, shiftId: number): Promise<Shift | null> {
    return this.dataSource.manager.findOne(Shift, { where: { companyId, id: shiftId } });
  }

  lock(em: EntityManager, companyId: number, shiftId: number): Promise<Shift | null> {
    return em.findOne(Shift, { where: { companyId, id: shiftId }, lock: { mode: 'pessimistic_write' } });
  }

  findNamed(em: EntityManager, companyId: number, name: string): Promise<Shift | null> {
    return em.createQueryBuilder(Shift, 's').where('s.company_id = :companyId AND lower(s.name) = lower(:name)', { companyId, name }).getOne();
  }

  insert(em: EntityManager, data: Pick<Shift, 'companyId' | 'name' | 'type' | 'startTime' | 'endTime'>): Promise<Shift> {
    return em.save(Shift, em.create(Shift, data));
  }

  async update(em: EntityManager, companyId: number, shiftId: number, columns: Partial<Pick<Shift, 'name' | 'type' | 'startTime' | 'endTime'>>): Promise<void> {
    await em.update(Shift, { companyId, id: shiftId }, columns);
  }

  async delete(em: EntityManager, companyId: number, shiftId: number): Promise<void> {
    await em.delete(Shift, { companyId, id: shiftId });
  }
}
