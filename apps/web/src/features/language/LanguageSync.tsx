import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { toI18nLanguage } from '../../i18n/languages';
import { selectLanguage } from './languageSlice';

/** Keeps i18next and `<html lang>` on the language chosen in the store. */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const language = toI18nLanguage(useAppSelector(selectLanguage));

  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);

  return null;
}
