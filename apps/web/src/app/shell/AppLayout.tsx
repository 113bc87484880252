import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AccountModals } from '../../features/account/AccountModals';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useGetUserInfoQuery } from '../session/authApi';
import { selectCurrentUser, selectLayout, siderToggled } from '../session/sessionSlice';
import { AppFooter } from './AppFooter';
import { Logo } from './Logo';
import { NavigationMenu } from './NavigationMenu';
import { Toolbar } from './Toolbar';
import { useMediaQuery, WIDE_LAYOUT_QUERY } from './useMediaQuery';

/** Every signed-in page: navigation on top (a left side bar below 1240px), the toolbar, the page, the footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const user = useAppSelector(selectCurrentUser);
  const { siderOpen } = useAppSelector(selectLayout);
  // Refreshes the stored user (company flags, terms); failures are silent (spec section 8).
  useGetUserInfoQuery(undefined, { skip: user === null });

  return (
    <Layout className="app-layout" data-testid="app-layout" data-nav={wide ? 'top' : 'side'}>
      {!wide && (
        <Layout.Sider
          className="app-layout__sider"
          theme="light"
          width={264}
          collapsedWidth={0}
          collapsed={!siderOpen}
          trigger={null}
          data-testid="side-navigation"
        >
          <div className="app-layout__sider-logo">
            <Logo />
          </div>
          <NavigationMenu mode="inline" />
        </Layout.Sider>
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
          {/* The open side bar carries the logo already. */}
          {(wide || !siderOpen) && <Logo />}
          {wide && <NavigationMenu mode="horizontal" />}
        </Layout.Header>
        <Toolbar />
        <Layout.Content className="app-layout__content">
          <Outlet />
        </Layout.Content>
        <AppFooter />
      </Layout>
      <AccountModals />
    </Layout>
  );
}
