import { OFFICIAL_HOLIDAY_COUNTRIES, type OfficialHolidayCountry } from '@presently/contracts';
import { FIELD_ERRORS, type FieldChecker } from '@presently/validation';
import { readYear } from './holiday-year';

/** `{ country, year }` of the official holidays: both required (MK or BG; a year 1900–2200). */
export function readOfficialRequest(c: FieldChecker): { country: OfficialHolidayCountry; year: number } {
  const country = c.oneOf('country', OFFICIAL_HOLIDAY_COUNTRIES);
  const given = c.source.year !== undefined && c.source.year !== null && c.source.year !== '';
  const year = given ? readYear(c, 'year', 0) : c.fail('year', FIELD_ERRORS.required);
  return { country: country as OfficialHolidayCountry, year: year as number };
}
