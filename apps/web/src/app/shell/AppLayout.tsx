import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AntdProviders } from '../AntdProviders';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useGetUserInfoQuery } from '../session/authApi';
import { selectCurrentUser, selectLayout, siderToggled } from '../session/sessionSlice';
import { AccountModalsLoader } from './AccountModalsLoader';
import { AppFooter } from './AppFooter';
import { Logo } from './Logo';
import { NavigationMenu } from './NavigationMenu';
import { ShellApp } from './ShellApp';
import { Toolbar } from './Toolbar';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from './useMediaQuery';

/**
 * Every signed-in page: navigation on top; below 1240px a left side bar that opens as a drawer over
 * the page (it never narrows the page) and closes when a page is chosen. Then the toolbar, the page,
 * the footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const user = useAppSelector(selectCurrentUser);
  const { siderOpen } = useAppSelector(selectLayout);
  const { pathname } = useLocation();
  // Refreshes the stored user (company flags, terms); failures are silent (spec section 8).
  useGetUserInfoQuery(undefined, { skip: user === null });

  // A chosen page closes the drawer (the page is what the person asked for).
  useEffect(() => {
    dispatch(siderToggled(false));
  }, [pathname, dispatch]);

  // antd's theme and locale, and what antd's App gives (message; modal and notification loaded on
  // their first call: ShellApp), for every signed-in page; the login page has no antd at all (issue 14).
  return (
    <AntdProviders>
      <ShellApp>
      <Layout className="app-layout" data-testid="app-layout" data-nav={wide ? 'top' : 'side'}>
        {!wide && (
          <Drawer
            className="app-layout__drawer"
            placement="left"
            width={280}
            open={siderOpen}
            onClose={() => dispatch(siderToggled(false))}
            closable={false}
            forceRender
            title={<Logo />}
            styles={{ body: { padding: 0 } }}
          >
            <div data-testid="side-navigation">
              <NavigationMenu mode="inline" />
            </div>
          </Drawer>
        )}
        <Layout>
          <Layout.Header className="app-layout__header">
            {!wide && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('toolbar.openNavigation')}
                aria-expanded={siderOpen}
                onClick={() => dispatch(siderToggled())}
              />
            )}
            <Logo />
            {wide && <NavigationMenu mode="horizontal" />}
          </Layout.Header>
          <Toolbar />
          <Layout.Content className="app-layout__content">
            <Outlet />
          </Layout.Content>
          <AppFooter />
        </Layout>
        <AccountModalsLoader />
      </Layout>
      </ShellApp>
    </AntdProviders>
  );
}
