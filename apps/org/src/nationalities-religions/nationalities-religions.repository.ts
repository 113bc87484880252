import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import { Nationality } from './entities/nationality.entity';
import { Religion } from './entities/religion.entity';

export type NationalityReligionKind = 'nationalities' | 'religions';

const entityOf = (kind: NationalityReligionKind) => (kind === 'nationalities' ? Nationality : Religion);

/** A company's own nationalities and religions. */
@Injectable()
export class NationalitiesReligionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insertNames(em: EntityManager, kind: NationalityReligionKind, companyId: number, names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await em
      .createQueryBuilder()
      .insert()
      .into(entityOf(kind))
      .values(names.map((name) => ({ companyId, name })))
      .execute();
  }

  async countFor(em: EntityManager, kind: NationalityReligionKind, companyId: number): Promise<number> {
    return em.count(entityOf(kind), { where: { companyId } });
  }

  async exists(kind: NationalityReligionKind, companyId: number, id: number, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    return (await em.count(entityOf(kind), { where: { companyId, id } })) > 0;
  }

  async list(kind: NationalityReligionKind, companyId: number, em: EntityManager = this.dataSource.manager): Promise<Array<{ id: number; name: string }>> {
    const rows = await em.find(entityOf(kind), { where: { companyId }, select: { id: true, name: true }, order: { id: 'ASC' } });
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }

  /** A page of a list, sorted by name as the database collates it (the web sorts a page as the language does). */
  async page(kind: NationalityReligionKind, companyId: number, page: PageRequest): Promise<[Array<{ id: number; name: string }>, number]> {
    const qb = this.dataSource.manager.createQueryBuilder(entityOf(kind), 'n').where('n.company_id = :companyId', { companyId });
    if (page.q) qb.andWhere('n.name ILIKE :q', { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    const [rows, total] = await qb
      .orderBy('lower(n.name)', direction)
      .addOrderBy('n.id', direction)
      .offset(page.offset)
      .limit(page.perPage)
      .getManyAndCount();
    return [rows.map((r) => ({ id: r.id, name: r.name })), total];
  }

  async lock(em: EntityManager, kind: NationalityReligionKind, companyId: number, id: number): Promise<{ id: number; name: string } | null> {
    return em.findOne(entityOf(kind), { where: { companyId, id }, lock: { mode: 'pessimistic_write' } });
  }

  async findNamed(em: EntityManager, kind: NationalityReligionKind, companyId: number, name: string): Promise<{ id: number; name: string } | null> {
    return em.createQueryBuilder(entityOf(kind), 'n').where('n.company_id = :companyId AND lower(n.name) = lower(:name)', { companyId, name }).getOne();
  }

  async insertOne(em: EntityManager, kind: NationalityReligionKind, companyId: number, name: string): Promise<{ id: number; name: string }> {
    const saved = await em.save(entityOf(kind), { companyId, name });
    return { id: saved.id, name: saved.name };
  }

  async rename(em: EntityManager, kind: NationalityReligionKind, companyId: number, id: number, name: string): Promise<void> {
    await em.update(entityOf(kind), { companyId, id }, { name });
  }

  /**
   * How many people and holidays refer to the entry. Both features build on this one (their forms name
   * an entry), so their tables are named here rather than their entities imported: the module graph
   * stays one-way.
   */
  async usage(em: EntityManager, kind: NationalityReligionKind, companyId: number, id: number): Promise<number> {
    const where: Record<string, number> = kind === 'nationalities' ? { companyId, nationalityId: id } : { companyId, religionId: id };
    const [users, holidays] = [await em.count('users', { where }), await em.count('holidays', { where })];
    return users + holidays;
  }

  async delete(em: EntityManager, kind: NationalityReligionKind, companyId: number, id: number): Promise<void> {
    await em.delete(entityOf(kind), { companyId, id });
  }
}
