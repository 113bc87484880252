import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { HolidayType, Lang } from '@presently/contracts';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import type { StoredHoliday } from './domain/holiday-input';
import { Holiday } from './entities/holiday.entity';

export const HOLIDAY_SORTS = ['date', 'description'] as const;
export type HolidaySort = (typeof HOLIDAY_SORTS)[number];

export interface HolidayFilter {
  year: number;
  type: HolidayType | null;
}

const toColumns = (input: StoredHoliday) => ({
  date: input.date,
  description: input.description,
  names: input.names,
  type: input.type,
  forAll: input.for_all,
  nationalityId: input.nationality_id,
  religionId: input.religion_id,
});

/** A company's holidays; every query is scoped by the company. */
@Injectable()
export class HolidaysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A page as the reader reads it: searched and sorted by the name in their language (a typed holiday by its text). */
  async list(companyId: number, filter: HolidayFilter, page: PageRequest<HolidaySort>, lang: Lang): Promise<[Holiday[], number]> {
    const shown = `coalesce(h.names ->> :lang, h.description)`;
    const qb = this.dataSource.manager
      .createQueryBuilder(Holiday, 'h')
      .where('h.company_id = :companyId AND h.date >= make_date(:year, 1, 1) AND h.date < make_date(:next, 1, 1)', {
        companyId,
        year: filter.year,
        next: filter.year + 1,
      })
      .setParameter('lang', lang);
    if (filter.type) qb.andWhere('h.type = :type', { type: filter.type });
    if (page.q) qb.andWhere(`${shown} ILIKE :q`, { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    return qb
      .orderBy(page.sort === 'date' ? 'h.date' : `lower(${shown})`, direction)
      .addOrderBy('h.id', direction)
      .offset(page.offset)
      .limit(page.perPage)
      .getManyAndCount();
  }

  /** Every holiday of a year, by date. */
  ofYear(em: EntityManager, companyId: number, year: number): Promise<Holiday[]> {
    return em
      .createQueryBuilder(Holiday, 'h')
      .where('h.company_id = :companyId AND h.date >= make_date(:year, 1, 1) AND h.date < make_date(:next, 1, 1)', { companyId, year, next: year + 1 })
      .orderBy('h.date', 'ASC')
      .addOrderBy('h.id', 'ASC')
      .getMany();
  }

  /** Every holiday (of every audience) from one date to another, inclusive, by date. */
  between(companyId: number, from: string, to: string): Promise<Holiday[]> {
    return this.dataSource.manager
      .createQueryBuilder(Holiday, 'h')
      .where('h.company_id = :companyId AND h.date BETWEEN :from AND :to', { companyId, from, to })
      .orderBy('h.date', 'ASC')
      .addOrderBy('h.id', 'ASC')
      .getMany();
  }

  find(companyId: number, holidayId: number, em: EntityManager = this.dataSource.manager): Promise<Holiday | null> {
    return em.findOne(Holiday, { where: { companyId, id: holidayId } });
  }

  lock(em: EntityManager, companyId: number, holidayId: number): Promise<Holiday | null> {
    return em.findOne(Holiday, { where: { companyId, id: holidayId }, lock: { mode: 'pessimistic_write' } });
  }

  insert(em: EntityManager, companyId: number, input: StoredHoliday): Promise<Holiday> {
    return em.save(Holiday, em.create(Holiday, { companyId, ...toColumns(input) }));
  }

  /** Inserts what is not there yet (same date and audience); returns how many were inserted. */
  async insertMissing(em: EntityManager, companyId: number, inputs: StoredHoliday[]): Promise<number> {
    if (inputs.length === 0) return 0;
    const result = await em
      .createQueryBuilder()
      .insert()
      .into(Holiday)
      .values(inputs.map((input) => ({ companyId, ...toColumns(input) })))
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as unknown[]).length;
  }

  async update(em: EntityManager, companyId: number, holidayId: number, input: StoredHoliday): Promise<void> {
    await em.update(Holiday, { companyId, id: holidayId }, toColumns(input));
  }

  async delete(em: EntityManager, companyId: number, holidayId: number): Promise<void> {
    await em.delete(Holiday, { companyId, id: holidayId });
  }
}
