import type { Lang } from '@presently/contracts';

/**
 * Stored language codes (spec section 9): `gb` is English and the default; the server and i18next
 * know English as `en`.
 */
export const LANGUAGE_CODES = ['gb', 'mk', 'bg'] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];
/** The server's languages (`Lang`), which are also i18next's. */
export type I18nLanguage = Lang;

export const DEFAULT_LANGUAGE: LanguageCode = 'gb';

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export function toI18nLanguage(code: LanguageCode): I18nLanguage {
  return code === 'gb' ? 'en' : code;
}

/** The value `POST /api/change-user-lang` expects as `user_lang`. */
export const toServerLanguage = toI18nLanguage;
