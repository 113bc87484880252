import { Injectable } from '@nestjs/common';
import type { Actor, NamedItem, Page } from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { type CatalogueKind, CataloguesRepository } from '../../catalogues.repository';

/** The nationality or religion list for administration: a page at a time, searched by name. */
@Injectable()
export class ListCataloguePageUseCase {
  constructor(private readonly catalogues: CataloguesRepository) {}

  async execute(actor: Actor, kind: CatalogueKind, payload: unknown): Promise<Page<NamedItem>> {
    const c = new FieldChecker(payload);
    const page = readPageQuery(c, ['name'] as const, 'name');
    throwIfInvalid(c);
    const [items, total] = await this.catalogues.page(kind, actor.companyId, page);
    return toPage(items, total, page);
  }
}
