import { Injectable } from '@nestjs/common';
import type { Actor, Country } from '@presently/contracts';
import { countryList } from '../../domain/countries';
import { presentationLang } from '../../../common/domain/presentation-lang';

/** ISO 3166 countries named in the acting user's language. */
@Injectable()
export class ListCountriesUseCase {
  execute(actor: Actor): Country[] {
    return countryList(presentationLang(actor.lang));
  }
}
