// The package's Node entry registers every locale it ships (en, mk and bg among them).
import * as countries from 'i18n-iso-countries';
import type { Country, Lang } from '@presently/contracts';

const cache = new Map<Lang, Country[]>();

/**
 * Every ISO 3166-1 alpha-2 country with its name in the language (the library's official short
 * name), English where that locale has none; sorted by name as the language sorts.
 */
export function countryList(lang: Lang): Country[] {
  const cached = cache.get(lang);
  if (cached) return cached;
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const list = Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ code, name: countries.getName(code, lang) ?? countries.getName(code, 'en') ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
  cache.set(lang, list);
  return list;
}

export const isCountryCode = (code: string): boolean => countries.isValid(code) && /^[A-Z]{2}$/.test(code);
