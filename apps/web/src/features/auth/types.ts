/** The logged-in user as `GET /api/user-info` and `POST /api/login` return it (spec section 3). */
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
  survey?: number | null;
  avatar?: string | null;
  lang?: string | null;
  roles: SessionRole[];
  company?: SessionCompany | null;
}
