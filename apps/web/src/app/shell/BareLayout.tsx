import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';

/** Login, register, verify and not-found show their content only (spec section 2). */
export function BareLayout() {
  return (
    <Layout className="bare-layout">
      <Layout.Content className="bare-layout__content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
