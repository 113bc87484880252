import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { loadLanguage } from '../../i18n';
import { toI18nLanguage } from '../../i18n/languages';
import { selectLanguage } from './languageSlice';

/** Keeps i18next and `<html lang>` on the language chosen in the store. */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const language = toI18nLanguage(useAppSelector(selectLanguage));

  useLayoutEffect(() => {
    let current = true;
    // Each language's catalogues arrive as chunks: switch once the texts in use are there. When they
    // cannot be fetched the page stays in the language it shows (a later switch asks again).
    loadLanguage(language).then(
      () => {
        if (current && i18n.language !== language) void i18n.changeLanguage(language);
      },
      () => undefined,
    );
    document.documentElement.lang = language;
    return () => {
      current = false;
    };
  }, [i18n, language]);

  return null;
}
