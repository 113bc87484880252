import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { I18nLanguage } from './languages';

/**
 * antd's texts and date-picker names for each language. English is antd's own default (already in
 * the first load); Macedonian and Bulgarian are chunks fetched with that language's catalogues
 * (`loadLanguage`). The `es` builds: `antd/locale/*` are CommonJS copies that bundle twice.
 */
const LOADERS: Record<Exclude<I18nLanguage, 'en'>, () => Promise<{ default: Locale }>> = {
  mk: () => import('antd/es/locale/mk_MK'),
  bg: () => import('antd/es/locale/bg_BG'),
};

const loaded: Partial<Record<I18nLanguage, Locale>> = { en: enUS };

/** Fetches a language's antd locale once; rejects when it cannot be fetched (as a catalogue does). */
export async function loadAntdLocale(language: I18nLanguage): Promise<void> {
  if (loaded[language]) return;
  const { default: locale } = await LOADERS[language as Exclude<I18nLanguage, 'en'>]();
  loaded[language] = locale;
}

/** The antd locale of `language` when it has arrived, else English (only until it has). */
export const antdLocale = (language: I18nLanguage): Locale => loaded[language] ?? enUS;
