/**
 * The logged-in user as `GET /api/user-info` and `POST /api/login` return it (spec section 3;
 * `UserInfo` in @presently/contracts plus the account flags). Kept loose where servers differ
 * (0/1 or booleans), because the session is also read back from localStorage.
 */
export interface SessionRole {
  id: number;
  name: string;
}

export interface SessionCompany {
  id?: number;
  name: string;
  /** "Company 1" of the spec: the per-company flag that unlocks the special reports. */
  special_reports?: boolean;
  language?: string;
  timezone?: string;
  [setting: string]: unknown;
}

export interface SessionUser {
  id: number;
  full_name: string;
  email?: string;
  department_id?: number | null;
  company_id?: number | null;
  team_id?: number | null;
  user_color?: string | null;
  /** Terms and privacy acceptance; the server may send a boolean, 0/1 or a timestamp. */
  terms_conds?: boolean | number | string | null;
  qr_code?: string | null;
  /** 0 until the satisfaction survey is answered. */
  survey?: number | null;
  /** Older name of avatar_url. */
  avatar?: string | null;
  /** `/api/users/{id}/avatar` (needs the bearer token) or null. */
  avatar_url?: string | null;
  lang?: string | null;
  /** The password was set by someone else: the new-password modal must be completed. */
  change_password_required?: boolean | number | null;
  /** The company's 3-month rule expired the password: the expired-password modal must be completed. */
  password_expired?: boolean | number | null;
  roles: SessionRole[];
  company?: SessionCompany | null;
}
