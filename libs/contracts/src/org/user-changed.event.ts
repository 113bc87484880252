import { eventMessage } from '../common/message';
import type { Lang } from '../envelopes';
import type { UserStatus } from './users';
import type { WorkSettings } from './work-settings';

/**
 * A user was created or changed (e-mail, role, status, name, team, department, nationality, religion,
 * QR code or work settings): auth keeps accounts in step, presence its copy.
 */
export interface UserChangedEvent {
  user_id: number;
  company_id: number;
  email: string;
  full_name: string;
  role_id: number;
  status: UserStatus;
  lang: Lang;
  /** True when the user was just created: auth gives it an account and sends the invitation. */
  created: boolean;
  /** What presence keeps of the user (team and department for scopes, QR for scans, work settings). */
  team_id: number | null;
  department_id: number | null;
  nationality_id: number | null;
  religion_id: number | null;
  qr_code: string;
  work_settings: WorkSettings;
}

export const USER_CHANGED = eventMessage<UserChangedEvent>()('org.user.changed.v1');
