import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Lang, OfficialHolidayCountry } from '@presently/contracts';
import { NationalitiesReligionsRepository } from '../nationalities-religions/nationalities-religions.repository';
import { holidayKey, type MatchedOfficialHoliday, matchOfficialHolidays } from './domain/official-holiday-match';
import { officialHolidays } from './domain/official-holidays';
import { toHolidayInput } from './holiday.presenter';
import { HolidaysRepository } from './holidays.repository';

/** The law's holidays of a year matched to a company's lists and holidays (for the preview and the save). */
@Injectable()
export class OfficialHolidaysReader {
  constructor(
    private readonly holidays: HolidaysRepository,
    private readonly lists: NationalitiesReligionsRepository,
  ) {}

  async read(em: EntityManager, companyId: number, lang: Lang, country: OfficialHolidayCountry, year: number): Promise<MatchedOfficialHoliday[]> {
    // One after the other: in a transaction the manager is one connection.
    const nationalities = await this.lists.list('nationalities', companyId, em);
    const religions = await this.lists.list('religions', companyId, em);
    const existing = await this.holidays.ofYear(em, companyId, year);
    const saved = new Set(existing.map((h) => holidayKey(toHolidayInput(h))));
    return matchOfficialHolidays(officialHolidays(country, year), lang, { nationalities, religions }, saved);
  }
}
