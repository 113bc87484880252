import type { Locale } from 'antd/es/locale';
import type { I18nLanguage } from './languages';

/**
 * antd's texts and date-picker names for each language. English is antd's own default (built into
 * its components, so nothing to load: `undefined` below); Macedonian and Bulgarian are chunks fetched
 * with that language's catalogues (`loadLanguage`). Nothing here is in the login page's first load
 * (issue 14: that page uses no antd). The `es` builds: `antd/locale/*` are CommonJS copies that bundle twice.
 */
const LOADERS: Record<Exclude<I18nLanguage, 'en'>, () => Promise<{ default: Locale }>> = {
  mk: () => import('antd/es/locale/mk_MK'),
  bg: () => import('antd/es/locale/bg_BG'),
};

const loaded: Partial<Record<I18nLanguage, Locale>> = {};

/** Fetches a language's antd locale once; rejects when it cannot be fetched (as a catalogue does). */
export async function loadAntdLocale(language: I18nLanguage): Promise<void> {
  if (language === 'en' || loaded[language]) return;
  const { default: locale } = await LOADERS[language]();
  loaded[language] = locale;
}

/** The antd locale of `language` when it has arrived; `undefined` (antd's English) for English and until then. */
export const antdLocale = (language: I18nLanguage): Locale | undefined => loaded[language];
