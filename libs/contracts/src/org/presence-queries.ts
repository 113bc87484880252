import { z } from 'zod';
import { rpcMessage } from '../common/message';
import type { CompanySettings } from './company-settings';
import type { HolidayWithNames } from './holidays';
import type { Shift } from './shifts';
import type { UserStatus } from './users';
import type { WorkSettings } from './work-settings';

/*
 * What presence (and absence) ask org for when a copy lacks a user or company (events keep the copies
 * current). Service to service: no actor, the company travels in the payload. Org reads the fields
 * (required ones, a period's length) with its own rules; the schemas say their shape.
 */

/** What presence keeps of a user (copied from org by events, fetched by RPC on a miss). */
export interface PresenceProfile {
  user_id: number;
  company_id: number;
  full_name: string;
  role_id: number;
  status: UserStatus;
  team_id: number | null;
  department_id: number | null;
  nationality_id: number | null;
  religion_id: number | null;
  qr_code: string;
  work_settings: WorkSettings;
}

export interface PresenceCompany {
  company_id: number;
  settings: CompanySettings;
}

const id = () => z.number({ error: 'invalid_option' }).optional();

/** `{ company_id, user_id }` or `{ company_id, qr_code }` (one of the two, never both). */
export const PresenceProfileRequest = z.object({ company_id: id(), user_id: id(), qr_code: z.string({ error: 'invalid_option' }).optional() });
export type PresenceProfileRequest = z.input<typeof PresenceProfileRequest>;

export const GET_PRESENCE_PROFILE = rpcMessage<PresenceProfile | null>()('org.presence.profile', PresenceProfileRequest);

export const PresenceCompanyRequest = z.object({ company_id: id() });
export type PresenceCompanyRequest = z.input<typeof PresenceCompanyRequest>;

export const GET_PRESENCE_COMPANY = rpcMessage<PresenceCompany | null>()('org.presence.company', PresenceCompanyRequest);

/**
 * `{ company_id, from, to }` (yyyy-mm-dd): the holidays of that period, at most 371 days, each with its
 * built-in names (the caller names it per reader: `holidayName`).
 */
export const PresenceHolidaysRequest = z.object({ company_id: id(), from: z.string({ error: 'date_invalid' }).optional(), to: z.string({ error: 'date_invalid' }).optional() });
export type PresenceHolidaysRequest = z.input<typeof PresenceHolidaysRequest>;

export const LIST_PRESENCE_HOLIDAYS = rpcMessage<HolidayWithNames[]>()('org.presence.holidays', PresenceHolidaysRequest);

export const PresenceShiftRequest = z.object({ company_id: id(), shift_id: id() });
export type PresenceShiftRequest = z.input<typeof PresenceShiftRequest>;

export const GET_PRESENCE_SHIFT = rpcMessage<Shift | null>()('org.presence.shift', PresenceShiftRequest);

/** What presence asks org for, by pattern (for callers that send strings). */
export const ORG_PRESENCE_RPC = {
  profile: GET_PRESENCE_PROFILE.pattern,
  company: GET_PRESENCE_COMPANY.pattern,
  holidays: LIST_PRESENCE_HOLIDAYS.pattern,
  shift: GET_PRESENCE_SHIFT.pattern,
} as const;
