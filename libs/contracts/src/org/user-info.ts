import { z } from 'zod';
import { rpcMessage } from '../common/message';
import type { Lang } from '../envelopes';

/** What the shell needs of the company: its name, switches and the special-reports flag. */
export interface CompanyFlags {
  id: number;
  name: string;
  created_at: string;
  show_qr_on_web: boolean;
  TL_shift_action: boolean;
  show_saturday: boolean;
  show_sunday: boolean;
  show_user_history: boolean;
  special_reports: boolean;
  language: Lang;
  timezone: string;
}

/** The logged-in user as GET user-info returns it (spec section 3), with company and roles. */
export interface UserInfo {
  id: number;
  full_name: string;
  email: string;
  department_id: number | null;
  roles: Array<{ id: number; name: string }>;
  company_id: number;
  team_id: number | null;
  user_color: string;
  qr_code: string | null;
  survey: 0 | 1;
  avatar_url: string | null;
  company: CompanyFlags;
}

export const GetUserInfoRequest = z.object({});

/** The acting user for GET user-info: user, roles, company with its flags. */
export const GET_USER_INFO = rpcMessage<UserInfo>()('org.users.info', GetUserInfoRequest);
