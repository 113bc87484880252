import type { UserDetails } from '@presently/contracts';
import { initialSessionState, type SessionState } from '../app/session/sessionSlice';
import type { SessionUser } from '../app/session/types';
import type { RootState } from '../app/store';
import type { LanguageCode } from '../i18n/languages';

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

/** A user as `GET /api/users/:id` answers: Ana Petrova (id 7), an active employee, with `overrides`. */
export function buildUserDetails(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 7,
    email: 'ana@example.com',
    full_name: 'Ana Petrova',
    full_name_in_documents: 'Ana Petrova',
    job_position: 'Accountant',
    job_position_in_documents: 'Accountant',
    birthday: '1990-03-14',
    phone: null,
    nationality_id: 3,
    religion_id: 4,
    country_code: 'MK',
    employment_start_date: '2021-09-01',
    employment_end_date: null,
    role_id: 4,
    department_id: 1,
    team_id: 2,
    status: 'active',
    user_color: '#2786fb',
    qr_code: null,
    avatar_url: null,
    ...overrides,
  };
}
