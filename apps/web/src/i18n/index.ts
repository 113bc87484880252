import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antdLocale';
import { DEFAULT_LANGUAGE, toI18nLanguage, type I18nLanguage } from './languages';
import startupNamespaces from './startup-namespaces.json';

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
 * What the login page shows (its forms, the cookie banner, page titles, error messages): loaded for
 * the stored language before the app renders. Every other namespace arrives with the first page that
 * is not the login page (app/shell/lazyPage.ts). The list is JSON so the bundle budget
 * (tools/test/bundle-budget.mjs) counts these catalogues in the login page's figure.
 */
export const STARTUP_NAMESPACES = startupNamespaces as readonly Namespace[];

/**
 * Each catalogue (one language, one namespace) is a chunk of its own (issue 14: the first load carries
 * one language and only the texts its page shows). A new namespace: its name in NAMESPACES and its
 * JSON in en/, mk/ and bg/ (and in en.ts, mk.ts, bg.ts, which the tests and the catalogue check read).
 */
const CATALOGUES = import.meta.glob<{ default: object }>('./{en,mk,bg}/*.json');

/** The language i18next shows now (a page's catalogues are loaded in it). */
export const currentLanguage = (): I18nLanguage => (i18n.language as I18nLanguage | undefined) ?? toI18nLanguage(DEFAULT_LANGUAGE);

/** Namespaces the app has asked for so far: a language switch fetches these in the new language. */
const wanted = new Set<Namespace>(STARTUP_NAMESPACES);
/** Fetches under way, so parallel callers share one request per catalogue. */
const inFlight = new Map<string, Promise<void>>();

/** Adds a language's catalogues to i18next (tests register all three languages this way). */
export function addCatalogue(language: I18nLanguage, catalogue: Partial<Record<Namespace, object>>): void {
  for (const [ns, texts] of Object.entries(catalogue)) i18n.addResourceBundle(language, ns, texts, true, true);
}

function loadCatalogue(language: I18nLanguage, ns: Namespace): Promise<void> {
  if (i18n.hasResourceBundle(language, ns)) return Promise.resolve();
  const key = `./${language}/${ns}.json`;
  let pending = inFlight.get(key);
  if (!pending) {
    const load = CATALOGUES[key];
    if (!load) return Promise.reject(new Error(`no catalogue ${key}`));
    // A failed fetch is forgotten, so the next caller (a retry, the next switch) asks again.
    pending = load()
      .then((module) => addCatalogue(language, { [ns]: module.default }))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * Makes the namespaces' texts available in `language` (the current one by default) and remembers
 * them for later language switches; resolves at once when they are there. Rejects when a catalogue
 * cannot be fetched (the caller decides: a page's loader retries and then shows the reload page).
 */
export async function loadNamespaces(namespaces: readonly Namespace[], language = currentLanguage()): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  await Promise.all(namespaces.map((ns) => loadCatalogue(language, ns)));
}

/**
 * Every namespace the app has used so far, in `language`, and the antd locale of that language:
 * before the app shows it. A page that asked for more namespaces meanwhile is waited for too.
 */
export async function loadLanguage(language: I18nLanguage): Promise<void> {
  let asked: number;
  do {
    asked = wanted.size;
    await Promise.all([loadNamespaces([...wanted], language), loadAntdLocale(language)]);
  } while (wanted.size !== asked);
}

/**
 * Initialises the shared i18next instance once, synchronously (the catalogues are added as they
 * arrive). No fallback language: the catalogue check keeps the three languages' keys identical, and
 * a fallback would fetch every English catalogue for Macedonian and Bulgarian users too.
 */
export function initI18n(language: I18nLanguage = toI18nLanguage(DEFAULT_LANGUAGE)) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: language,
      fallbackLng: false,
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
