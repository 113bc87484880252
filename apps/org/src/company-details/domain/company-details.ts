import { LANGS, type Lang } from '@presently/contracts';
import { checkId, FIELD_ERRORS, FieldChecker } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { isCountryCode } from '../../countries/domain/countries';
import { optionalText } from '../../common/domain/fields';
import { canonicalTimezone, isValidTimezone } from '../../companies/domain/company-settings';

export interface CompanyDetailsInput {
  name: string;
  address: string;
  city: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  tax_number: string | null;
  general_manager_user_id: number;
  /** Absent: unchanged (the settings screen edits them too). */
  language?: Lang;
  timezone?: string;
}

/**
 * The company details form (spec section 5: company name, address, city, country and general
 * manager are required; the tax number is optional): texts at most 255 characters, the country an
 * ISO code, language and time zone optional as in the settings.
 */
export function parseCompanyDetails(payload: unknown): Parsed<CompanyDetailsInput> {
  const c = new FieldChecker(payload);
  const name = c.text('name', 255);
  const address = c.text('address', 255);
  const city = c.text('city', 255);
  let country: string | undefined;
  const rawCountry = c.source.country;
  if (rawCountry === undefined || rawCountry === null || rawCountry === '') c.fail('country', FIELD_ERRORS.required);
  else if (typeof rawCountry !== 'string' || !isCountryCode(rawCountry.trim().toUpperCase())) c.fail('country', FIELD_ERRORS.invalidOption);
  else country = rawCountry.trim().toUpperCase();
  const tax_number = optionalText(c, 'tax_number', 255);
  const general_manager_user_id = checkId(c, 'general_manager_user_id');
  const language = c.has('language') ? c.oneOf('language', LANGS) : undefined;
  let timezone: string | undefined;
  if (c.has('timezone')) {
    const zone = c.text('timezone', 250);
    if (zone !== undefined) {
      if (isValidTimezone(zone)) timezone = canonicalTimezone(zone);
      else c.fail('timezone', FIELD_ERRORS.invalidOption);
    }
  }
  if (!c.ok) return { ok: false, errors: c.result };
  return {
    ok: true,
    value: {
      name: name as string,
      address: address as string,
      city: city as string,
      country: country as string,
      tax_number: tax_number ?? null,
      general_manager_user_id: general_manager_user_id as number,
      ...(language !== undefined ? { language } : {}),
      ...(timezone !== undefined ? { timezone } : {}),
    },
  };
}
