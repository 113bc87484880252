import type { LanguageState } from '../features/language/languageSlice';
import { isLanguageCode } from '../i18n/languages';
import { initialSessionState, type SessionState } from './session/sessionSlice';
import type { AppStore, RootState } from './store';

/**
 * Local persistence (spec section 9): layout, login state, user, tokens (access and refresh) and
 * avatar, plus the chosen language. The RTK Query cache is never stored.
 */
export const SESSION_STORAGE_KEY = 'presently.session';
export const LANGUAGE_STORAGE_KEY = 'presently.language';

export type PersistedState = Pick<RootState, 'session' | 'language'>;

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null; // a corrupt entry is treated as absent
  }
}

function readSession(storage: Storage): SessionState {
  const stored = readJson(storage, SESSION_STORAGE_KEY);
  if (typeof stored !== 'object' || stored === null) return initialSessionState;
  const value = stored as Partial<SessionState>;
  const token = typeof value.token === 'string' && value.token.length > 0 ? value.token : null;
  const user = typeof value.user === 'object' && value.user !== null && Array.isArray(value.user.roles) ? value.user : null;
  const logged = value.logged === true && token !== null && user !== null;
  const refreshToken = typeof value.refreshToken === 'string' && value.refreshToken.length > 0 ? value.refreshToken : null;
  return {
    token: logged ? token : null,
    refreshToken: logged ? refreshToken : null,
    user: logged ? user : null,
    logged,
    // The side bar starts closed on every load: on a phone an open drawer would hide the page.
    layout: { ...initialSessionState.layout, ...(typeof value.layout === 'object' ? value.layout : {}), siderOpen: false },
    avatar: logged && typeof value.avatar === 'string' ? value.avatar : null,
  };
}

function readLanguage(storage: Storage): LanguageState {
  const code = readJson(storage, LANGUAGE_STORAGE_KEY);
  return { code: isLanguageCode(code) ? code : 'gb' };
}

export function loadPersistedState(storage: Storage = window.localStorage): PersistedState {
  return { session: readSession(storage), language: readLanguage(storage) };
}

/** Writes the persisted parts whenever they change; returns the unsubscribe function. */
export function persistState(store: AppStore, storage: Storage = window.localStorage): () => void {
  let last: PersistedState | null = null;
  const write = () => {
    const { session, language } = store.getState();
    try {
      if (session !== last?.session) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
      if (language !== last?.language) storage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(language.code));
    } catch {
      // Storage full or disabled (private mode): the app keeps working for this tab.
    }
    last = { session, language };
  };
  write();
  return store.subscribe(write);
}
