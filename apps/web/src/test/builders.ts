import type { RootState } from '../app/store';
import { initialSessionState, type SessionState } from '../features/auth/sessionSlice';
import type { SessionUser } from '../features/auth/types';
import type { LanguageCode } from '../features/language/languages';

/** A user of the given role who has accepted the terms, in an ordinary company. */
export function buildUser(roleId: number, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 100 + roleId,
    full_name: 'Ana Petrova',
    email: 'ana@example.com',
    department_id: 1,
    company_id: 1,
    team_id: 1,
    terms_conds: 1,
    survey: 1,
    roles: [{ id: roleId, name: 'server role name' }],
    company: { id: 1, name: 'Acme', special_reports: false },
    ...overrides,
  };
}

/** Store state for a logged-in user (or a visitor when `user` is null), with session fields to override. */
export function stateFor(user: SessionUser | null, language: LanguageCode = 'gb', session: Partial<SessionState> = {}): Partial<RootState> {
  return {
    session: user ? { ...initialSessionState, token: 'test-token', user, logged: true, ...session } : initialSessionState,
    language: { code: language },
  };
}
