import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { Nationality } from './entities/nationality.entity';
import { Religion } from './entities/religion.entity';

export type CatalogueKind = 'nationalities' | 'religions';

const entityOf = (kind: CatalogueKind) => (kind === 'nationalities' ? Nationality : Religion);

/** A company's own nationality and religion lists. */
@Injectable()
export class CataloguesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insertNames(em: EntityManager, kind: CatalogueKind, companyId: number, names: readonly string[]): Promise<void> {
    if (names.length === 0) return;
    await em
      .createQueryBuilder()
      .insert()
      .into(entityOf(kind))
      .values(names.map((name) => ({ companyId, name })))
      .execute();
  }

  async countFor(em: EntityManager, kind: CatalogueKind, companyId: number): Promise<number> {
    return em.count(entityOf(kind), { where: { companyId } });
  }

  async list(kind: CatalogueKind, companyId: number, em: EntityManager = this.dataSource.manager): Promise<Array<{ id: number; name: string }>> {
    const rows = await em.find(entityOf(kind), { where: { companyId }, select: { id: true, name: true }, order: { id: 'ASC' } });
    return rows.map((r) => ({ id: r.id, name: r.name }));
  }
}
