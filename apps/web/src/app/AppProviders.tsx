import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { selectLanguage } from '../features/language/languageSlice';
import { LanguageSync } from '../features/language/LanguageSync';
import i18n from '../i18n';
import { toI18nLanguage } from '../i18n/languages';
import { setDateLanguage } from '../shared/dateLocale';
import { AntdMotionContext } from './antdMotion';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

function DateLanguage({ children }: { children: ReactNode }) {
  // Before the pages render: their dates and pickers read the global date language.
  setDateLanguage(toI18nLanguage(useAppSelector(selectLanguage)));
  return children;
}

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** antd animations; off in component tests. */
  motion?: boolean;
}

/**
 * Store and translations around the app; the router goes inside. No antd here: the login page, in
 * everyone's first load, uses none (issue 14). antd's theme, locale and `message` are AntdProviders'
 * (the shell and the other pages load it with their chunks); its full `App` (modal, notification) is
 * the shell's (AppLayout) and the tests' (renderWithProviders).
 */
export function AppProviders({ store, children, motion = true }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LanguageSync />
        <AntdMotionContext.Provider value={motion}>
          <DateLanguage>{children}</DateLanguage>
        </AntdMotionContext.Provider>
      </I18nextProvider>
    </Provider>
  );
}
