/**
 * Stored language codes (spec section 9): `gb` is English and the default; the server and i18next
 * know English as `en`.
 */
export const LANGUAGE_CODES = ['gb', 'mk', 'bg'] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export type I18nLanguage = 'en' | 'mk' | 'bg';

export const DEFAULT_LANGUAGE: LanguageCode = 'gb';

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export function toI18nLanguage(code: LanguageCode): I18nLanguage {
  return code === 'gb' ? 'en' : code;
}

/** The value `POST /api/change-user-lang` expects as `user_lang`. */
export const toServerLanguage = toI18nLanguage;
