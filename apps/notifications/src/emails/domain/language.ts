import type { Lang } from '@presently/contracts';

export const SUPPORTED_LANGS: readonly Lang[] = ['en', 'mk', 'bg'];
export const DEFAULT_LANG: Lang = 'en';

/** 'mk', 'MK', 'mk-MK' and 'mk_MK' are all Macedonian; anything we have no templates for is not a language. */
export function normalizeLang(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}

/**
 * The language of an e-mail: the one the event names for the recipient, else the acting user's,
 * else English.
 */
export function resolveLang(...candidates: unknown[]): Lang {
  for (const candidate of candidates) {
    const lang = normalizeLang(candidate);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
