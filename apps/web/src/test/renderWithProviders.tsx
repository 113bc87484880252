import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderResult } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AntdProviders } from '../app/AntdProviders';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router';
import { makeStore, type AppStore, type RootState } from '../app/store';
import i18n from '../i18n';
import { toI18nLanguage } from '../i18n/languages';

export interface RenderOptions {
  /** The URL to open (path, query). */
  route?: string;
  preloadedState?: Partial<RootState>;
  /** Options for userEvent, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderedApp extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
}

function renderRouter(routeObjects: Parameters<typeof createMemoryRouter>[0], options: RenderOptions): RenderedApp {
  const { route = '/', preloadedState, userOptions } = options;
  const router = createMemoryRouter(routeObjects, { initialEntries: [route] });
  const store = makeStore({
    preloadedState,
    onSessionExpired: () => void router.navigate('/', { replace: true }),
  });
  void i18n.changeLanguage(toI18nLanguage(store.getState().language.code));
  // The pointer-events check reads computed styles up the tree on every event; with antd's many
  // style tags that costs ~0.5 s per click in jsdom, and the tests never rely on it.
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never, ...userOptions });
  const result = render(
    <StyleProvider mock="server">
      <AppProviders store={store} motion={false}>
        {/* antd's theme and full App, which the app's shell provides (a component rendered alone has no shell). */}
        <AntdProviders>
          <AntdApp>
            <RouterProvider router={router} />
          </AntdApp>
        </AntdProviders>
      </AppProviders>
    </StyleProvider>,
  );
  return { ...result, store, router, user };
}

/** Renders one component with the store, i18n, antd and a router around it. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderedApp {
  return renderRouter([{ path: '*', element: ui }], options);
}

/** Renders the given routes (a test's own route table) with the store, i18n and antd. */
export function renderRoutes(routeObjects: Parameters<typeof createMemoryRouter>[0], options: RenderOptions = {}): RenderedApp {
  return renderRouter(routeObjects, options);
}

/** Renders the whole app (every route, guards, layouts) at `options.route`. */
export function renderApp(options: RenderOptions = {}): RenderedApp {
  return renderRouter(routes, options);
}
