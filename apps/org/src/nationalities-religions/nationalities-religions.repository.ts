import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, type PageRequest } from '../common/domain/pagination';
import { Nationality } from './entities/nationality.entity';
import { Religion } from './entities/religion.entity';

export type NationalityReligionKind = 'nationalities' | 'religions';

/** An entry as the screens get it (see NamedItem). */
export interface CatalogueEntry {
  id: number;
  name: string;
  builtin_key: string | null;
}

const toEntry = (row: { id: number; name: string; builtinKey: string | null }): CatalogueEntry => ({ id: row.id, name: row.name, builtin_key: row.builtinKey });

const entityOf = (kind: NationalityReligionKind) => (kind === 'nationalities' ? Nationality : Religion);

/** A company's own nationalities and religions. */
@Injectable()
export class NationalitiesReligionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The built-in entries a new company starts with, each with its key. */
  async insertBuiltIns(em: EntityManager, kind: NationalityReligionKind, companyId: number, entries: ReadonlyArray<{ key: string; name: string }>): Promise<void> {
    if (entries.length === 0) return;
    await em
      .createQueryBuilder()
      .insert()
      .into(entityOf(kind))
      .values(entries.map((entry) => ({ companyId, name: entry.name, builtinKey: entry.key })))
      .execute();
  }

  async countFor(em: EntityManager, kind: NationalityReligionKind, companyId: number): Promise<number> {
    return em.count(entityOf(kind), { where: { companyId } });
  }

  async exists(kind: NationalityReligionKind, companyId: number, id: number, em: EntityManager = this.dataSource.manager): Promise<boolean> {
    return (await em.count(entityOf(kind), { where: { companyId, id } })) > 0;
  }

  async list(kind: NationalityReligionKind, companyId: number, em: EntityManager = this.dataSource.manager): Promise<CatalogueEntry[]> {
    const rows = await em.find(entityOf(kind), { where: { companyId }, select: { id: true, name: true, builtinKey: true }, order: { id: 'ASC' } });
    return rows.map(toEntry);
  }

  /** A page of a list, sorted by name as the database collates it (the web sorts a page as the language does). */
  async page(kind: NationalityReligionKind, companyId: number, page: PageRequest): Promise<[CatalogueEntry[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(entityOf(kind), 'n').where('n.company_id = :companyId', { companyId });
    if (page.q) qb.andWhere('n.name ILIKE :q', { q: containsPattern(page.q) });
    const direction = page.order === 'desc' ? 'DESC' : 'ASC';
    const [rows, total] = await qb
      .orderBy('lower(n.name)', direction)
      .addOrderBy('n.id', direction)
      .offset(page.offset)
      .limit(page.perPage)
      .getManyAndCount();
    return [rows.map(toEntry), total];
  }

  async lock(em: EntityManager, kind: NationalityReligionKind, companyId: number, id: number): Promise<CatalogueEntry | null> {
    const row = await em.findOne(entityOf(kind), { where: { companyId, id }, lock: { mode: 'pessimistic_write' } });
    return row ? toEntry(row) : null;
  }

  async findNamed(em: EntityManager, kind: NationalityReligionKind, companyId: number, name: string): Promise<{ id: number; name: string } | null> {
    return em.createQueryBuilder(entityOf(kind), 'n').where('n.company_id = :companyId AND lower(n.name) = lower(:name)', { companyId, name }).getOne();
  }

  /** An entry an administrator adds: theirs, no key. */
  async insertOne(em: EntityManager, kind: NationalityReligionKind, companyId: number, name: string): Promise<CatalogueEntry> {
    const saved = await em.save(entityOf(kind), { companyId, name, builtinKey: null });
    return toEntry(saved);
  }

  /** A renamed entry is the administrator's from then on: it loses its built-in key and reads as typed. */
  async rename(em: EntityManager, kind: NationalityReligionKind, companyId: number, id: number, name: string): Promise<void> {
    await em.update(entityOf(kind), { companyId, id }, { name, builtinKey: null });
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
