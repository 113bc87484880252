import { ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { selectLanguage } from '../features/language/languageSlice';
import { LanguageSync } from '../features/language/LanguageSync';
import i18n from '../i18n';
import { antdLocale } from '../i18n/antdLocale';
import { toI18nLanguage, type I18nLanguage } from '../i18n/languages';
import { setDateLanguage } from '../shared/dateLocale';
import { useAppSelector } from './hooks';
import { MessageApp } from './MessageApp';
import type { AppStore } from './store';

/** Work blue from the presence type catalogue; the default presence colour for text. */
const theme: ThemeConfig = {
  // Secondary text and links dark enough to read (WCAG AA 4.5:1 on white; antd's greys and #1677ff are not).
  token: { colorPrimary: '#2786fb', colorText: '#2f3247', colorTextSecondary: '#5f6281', colorTextDescription: '#5f6281', colorLink: '#1559b3', borderRadius: 6 },
};

/** The same theme without animations (component tests: jsdom has no transitions, each would wait for its deadline). */
const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

function LocalizedAntd({ children, motion }: { children: ReactNode; motion: boolean }) {
  const language = useAppSelector(selectLanguage);
  // Before the pages render: their dates and pickers read the global date language.
  setDateLanguage(toI18nLanguage(language));
  // antd's texts follow i18next's language: it changes once that language's chunks (antd's locale
  // among them) have arrived, and useTranslation renders again then.
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={antdLocale(i18n.language as I18nLanguage)} theme={motion ? theme : stillTheme}>
      <MessageApp>{children}</MessageApp>
    </ConfigProvider>
  );
}

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** antd animations; off in component tests. */
  motion?: boolean;
}

/**
 * Store, translations and antd (with its locale and `message`) around the app; the router goes inside.
 * antd's full `App` (modal, notification) is the shell's (AppLayout) and the tests' (renderWithProviders).
 */
export function AppProviders({ store, children, motion = true }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync />
        <LocalizedAntd motion={motion}>{children}</LocalizedAntd>
      </I18nextProvider>
    </Provider>
  );
}
