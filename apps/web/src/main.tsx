import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { loadPersistedState, persistState } from './app/persistence';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { initI18n, loadLanguage } from './i18n';
import { toI18nLanguage, type I18nLanguage } from './i18n/languages';
import './styles.css';

const router = createAppRouter();
const store = makeStore({
  preloadedState: loadPersistedState(),
  // A 401 anywhere: the session is already cleared; take the user to the login page.
  onSessionExpired: () => void router.navigate('/', { replace: true }),
});
persistState(store);
// Refetch on focus and reconnect, for queries that ask for it.
setupListeners(store.dispatch);
const language = toI18nLanguage(store.getState().language.code);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The stored language's login-page texts first (chunks), so nothing shows untranslated; English if they fail. */
async function loadFirstLanguage(): Promise<I18nLanguage> {
  try {
    await loadLanguage(language);
    return language;
  } catch {
    await loadLanguage('en').catch(() => undefined); // offline: the page shows what it has
    return 'en';
  }
}

void loadFirstLanguage().then((shown) => {
  initI18n(shown);
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
