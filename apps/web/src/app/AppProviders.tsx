import { App as AntdApp, ConfigProvider, type ConfigProviderProps, type ThemeConfig } from 'antd';
import bgBG from 'antd/locale/bg_BG';
import enUS from 'antd/locale/en_US';
import mkMK from 'antd/locale/mk_MK';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { LanguageSync } from '../features/language/LanguageSync';
import type { LanguageCode } from '../features/language/languages';
import { selectLanguage } from '../features/language/languageSlice';
import i18n from '../i18n';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

const ANTD_LOCALES: Record<LanguageCode, NonNullable<ConfigProviderProps['locale']>> = { gb: enUS, mk: mkMK, bg: bgBG };

/** Work blue from the presence type catalogue; the default presence colour for text. */
const theme: ThemeConfig = {
  token: { colorPrimary: '#2786fb', colorText: '#2f3247', borderRadius: 6 },
};

function LocalizedAntd({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={theme}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** Store, translations and antd (with its locale) around the app; the router goes inside. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync />
        <LocalizedAntd>{children}</LocalizedAntd>
      </I18nextProvider>
    </Provider>
  );
}
