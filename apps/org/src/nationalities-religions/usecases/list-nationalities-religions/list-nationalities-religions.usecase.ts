import { Injectable } from '@nestjs/common';
import { type Actor, catalogueEntryName, type NamedItem } from '@presently/contracts';
import { NationalitiesReligionsRepository, type NationalityReligionKind } from '../../nationalities-religions.repository';
import { presentationLang } from '../../../common/domain/presentation-lang';
import { sortByName } from '../../../common/domain/sort-by-name';

/** The acting user's company's nationalities or religions, sorted by name as the user reads them. */
@Injectable()
export class ListNationalitiesReligionsUseCase {
  constructor(private readonly nationalitiesReligions: NationalitiesReligionsRepository) {}

  async execute(actor: Actor, kind: NationalityReligionKind): Promise<NamedItem[]> {
    const items = await this.nationalitiesReligions.list(kind, actor.companyId);
    const lang = presentationLang(actor.lang);
    // Sorted as the reader sees them: built-in entries by their name in the reader's language.
    const shown = sortByName(
      items.map((item) => ({ id: item.id, name: catalogueEntryName(kind, item, lang), item })),
      lang,
    );
    return shown.map((entry) => entry.item);
  }
}
