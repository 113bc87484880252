import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogue as english } from './en';
import { DEFAULT_LANGUAGE, toI18nLanguage, type I18nLanguage } from './languages';

export const NAMESPACES = [
  'common',
  'navigation',
  'titles',
  'auth',
  'errors',
  'policies',
  'registration',
  'account',
  'profile',
  'admin',
  'users',
  'company',
  'presence',
  'absences',
  'calendar',
  'documents',
  'dashboard',
  'reports',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * English ships with the app; Macedonian and Bulgarian are chunks of their own (issue 14: the first
 * load carries one language), fetched by `loadLanguage` before the app shows them. A new namespace:
 * its name here, and its file imported in en.ts, mk.ts and bg.ts.
 */
export const resources = { en: english };

const LOADERS: Record<Exclude<I18nLanguage, 'en'>, () => Promise<{ catalogue: Record<Namespace, object> }>> = {
  mk: () => import('./mk'),
  bg: () => import('./bg'),
};

/** Adds a language's catalogues to i18next (tests and the lazy loader). */
export function addCatalogue(language: I18nLanguage, catalogue: Record<Namespace, object>): void {
  for (const ns of NAMESPACES) i18n.addResourceBundle(language, ns, catalogue[ns], true, true);
}

/**
 * Makes a language's texts available; resolves at once when they are. A failed fetch leaves the
 * language out (i18next then shows English, its fallback) and resolves too: the app stays usable.
 */
export async function loadLanguage(language: I18nLanguage): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'common')) return;
  try {
    const { catalogue } = await LOADERS[language]();
    addCatalogue(language, catalogue);
  } catch {
    // offline or a deploy in between: English until the next try
  }
}

/** Initialises the shared i18next instance once, synchronously (catalogues are bundled). */
export function initI18n(language: I18nLanguage = toI18nLanguage(DEFAULT_LANGUAGE)) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'mk', 'bg'],
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      initAsync: false,
      returnNull: false,
      showSupportNotice: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  return i18n;
}

initI18n();

export default i18n;
