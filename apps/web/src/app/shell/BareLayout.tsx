import { Outlet } from 'react-router-dom';

/** Login, register, verify and not-found show their content only (spec section 2). No antd: the login page is inside. */
export function BareLayout() {
  return (
    <div className="bare-layout">
      <main className="bare-layout__content">
        <Outlet />
      </main>
    </div>
  );
}
