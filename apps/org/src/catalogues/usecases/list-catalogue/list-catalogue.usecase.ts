import { Injectable } from '@nestjs/common';
import type { Actor, NamedItem } from '@presently/contracts';
import { CataloguesRepository, type CatalogueKind } from '../../catalogues.repository';
import { presentationLang } from '../../domain/presentation-lang';
import { sortByName } from '../../domain/sort-by-name';

/** The acting user's company's nationalities or religions, sorted by name. */
@Injectable()
export class ListCatalogueUseCase {
  constructor(private readonly catalogues: CataloguesRepository) {}

  async execute(actor: Actor, kind: CatalogueKind): Promise<NamedItem[]> {
    const items = await this.catalogues.list(kind, actor.companyId);
    return sortByName(items, presentationLang(actor.lang));
  }
}
