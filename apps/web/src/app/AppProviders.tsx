import { App as AntdApp, ConfigProvider, type ConfigProviderProps, type ThemeConfig } from 'antd';
import bgBG from 'antd/locale/bg_BG';
import enUS from 'antd/locale/en_US';
import mkMK from 'antd/locale/mk_MK';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { selectLanguage } from '../features/language/languageSlice';
import { LanguageSync } from '../features/language/LanguageSync';
import i18n from '../i18n';
import { toI18nLanguage, type LanguageCode } from '../i18n/languages';
import { setDateLanguage } from '../shared/dateLocale';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

const ANTD_LOCALES: Record<LanguageCode, NonNullable<ConfigProviderProps['locale']>> = { gb: enUS, mk: mkMK, bg: bgBG };

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
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={motion ? theme : stillTheme}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** antd animations; off in component tests. */
  motion?: boolean;
}

/** Store, translations and antd (with its locale) around the app; the router goes inside. */
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
