import { Injectable } from '@nestjs/common';
import type { Actor, NamedItem } from '@presently/contracts';
import { NationalitiesReligionsRepository, type NationalityReligionKind } from '../../nationalities-religions.repository';
import { presentationLang } from '../../../common/domain/presentation-lang';
import { sortByName } from '../../../common/domain/sort-by-name';

/** The acting user's company's nationalities or religions, sorted by name. */
@Injectable()
export class ListNationalitiesReligionsUseCase {
  constructor(private readonly nationalitiesReligions: NationalitiesReligionsRepository) {}

  async execute(actor: Actor, kind: NationalityReligionKind): Promise<NamedItem[]> {
    const items = await this.nationalitiesReligions.list(kind, actor.companyId);
    return sortByName(items, presentationLang(actor.lang));
  }
}
