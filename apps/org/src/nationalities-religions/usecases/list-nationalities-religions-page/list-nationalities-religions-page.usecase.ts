import { Injectable } from '@nestjs/common';
import { type Actor, type NamedItem, type Page, PageQueryRequest } from '@presently/contracts';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { type NationalityReligionKind, NationalitiesReligionsRepository } from '../../nationalities-religions.repository';
import { readFields } from '@presently/validation';

/** The nationality or religion list for administration: a page at a time, searched by name. */
@Injectable()
export class ListNationalitiesReligionsPageUseCase {
  constructor(private readonly nationalitiesReligions: NationalitiesReligionsRepository) {}

  async execute(actor: Actor, kind: NationalityReligionKind, payload: unknown): Promise<Page<NamedItem>> {
    const page = readFields(PageQueryRequest, payload, (c) => readPageQuery(c, ['name'] as const, 'name'));
    const [items, total] = await this.nationalitiesReligions.page(kind, actor.companyId, page);
    return toPage(items, total, page);
  }
}
