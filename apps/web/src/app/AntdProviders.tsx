import { ConfigProvider, type ThemeConfig } from 'antd';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocale } from '../i18n/antdLocale';
import type { I18nLanguage } from '../i18n/languages';
import { AntdMotionContext } from './antdMotion';
import { MessageApp } from './MessageApp';

/** Work blue from the presence type catalogue; the default presence colour for text. */
const theme: ThemeConfig = {
  // Secondary text and links dark enough to read (WCAG AA 4.5:1 on white; antd's greys and #1677ff are not).
  // The login page's plain controls use the same colours (shared/ui/plain/plain.css).
  token: { colorPrimary: '#2786fb', colorText: '#2f3247', colorTextSecondary: '#5f6281', colorTextDescription: '#5f6281', colorLink: '#1559b3', borderRadius: 6 },
  components: {
    // White on #2786fb is 3.6:1: filled buttons take a deeper blue (5.1:1, hover 4.7:1), as plain.css's do.
    Button: { colorPrimary: '#1769e0', colorPrimaryHover: '#1a6fe8', colorPrimaryActive: '#1258c4' },
    // The selected tab's text on the page's grey was 3.3:1; the link colour reads (6.2:1), the ink bar stays primary.
    Tabs: { itemSelectedColor: '#1559b3', itemHoverColor: '#1769e0', itemActiveColor: '#1258c4', inkBarColor: '#2786fb' },
    // antd's label grey (#8c8c8c) is 3.4:1 on white.
    Descriptions: { labelColor: '#5f6281' },
  },
};

/** The same theme without animations (component tests: jsdom has no transitions, each would wait for its deadline). */
const stillTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };

/**
 * antd's theme, its locale (following i18next's language: it changes once that language's chunks,
 * antd's locale among them, have arrived, and useTranslation renders again then) and `message`,
 * around every page that uses antd: the shell (AppLayout, which adds antd's full App) and the pages
 * outside it that use antd (registration; router.tsx). The login page renders without antd (issue 14).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const motion = useContext(AntdMotionContext);
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={antdLocale(i18n.language as I18nLanguage)} theme={motion ? theme : stillTheme}>
      <MessageApp>{children}</MessageApp>
    </ConfigProvider>
  );
}
