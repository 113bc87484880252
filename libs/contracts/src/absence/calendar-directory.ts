import { z } from 'zod';
import { FIELD_KEYS, requiredDate, requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';
import type { CalendarHoliday, CalendarPerson } from './calendars';
import type { HolidayNames } from '../org/holidays';
import type { TeamKind } from '../org/teams';

/*
 * What absence asks org for a calendar, in one call: the viewer, the people of the viewer's scope
 * (narrowed by the filters), the departments and teams to filter by, the company's holidays of the
 * period and its work days. Service to service: the company and the viewer are in the payload. The
 * file lives with absence's messages because absence is its only caller.
 */

/** Whose absences a viewer's calendar shows (libs/absence-rules `calendarScope` decides). */
export type CalendarScopeKind = 'self' | 'team' | 'department' | 'company';

export const CalendarDirectoryRequest = z.object({
  company_id: requiredId(),
  viewer_id: requiredId(),
  from: requiredDate(FIELD_KEYS.option),
  to: requiredDate(FIELD_KEYS.option),
  /** Only the viewer (their own calendar, or a feed of their own absences). */
  self_only: z.boolean({ error: FIELD_KEYS.option }).optional(),
  department_id: z.number({ error: FIELD_KEYS.option }).int().positive().nullable().optional(),
  team_id: z.number({ error: FIELD_KEYS.option }).int().positive().nullable().optional(),
});
export type CalendarDirectoryRequest = z.input<typeof CalendarDirectoryRequest>;

export interface CalendarDirectoryHoliday extends CalendarHoliday {
  /** `description` is as stored; the built-in names (null for a holiday typed by an administrator) let absence name it per reader. */
  names: HolidayNames | null;
  for_all: boolean;
  nationality_id: number | null;
  religion_id: number | null;
}

export interface CalendarDirectory {
  company: { name: string; timezone: string };
  viewer: {
    user_id: number;
    full_name: string;
    /** The role org holds now (a feed read later follows a changed role). */
    role_id: number;
    team_id: number | null;
    department_id: number | null;
    nationality_id: number | null;
    religion_id: number | null;
  };
  scope: CalendarScopeKind;
  /** Active people of the scope after the filters, by name. */
  people: CalendarPerson[];
  /** `is_default` and `kind` tell the built-in Default department and Default and Deactivated teams, which readers name in their language. */
  departments: Array<{ id: number; name: string; is_default: boolean }>;
  teams: Array<{ id: number; name: string; department_id: number | null; kind: TeamKind }>;
  /** Every holiday of the company in the period (any audience). */
  holidays: CalendarDirectoryHoliday[];
  work_days: number[];
}

/** Null when the viewer is not an active user of the company. */
export const GET_CALENDAR_DIRECTORY = rpcMessage<CalendarDirectory | null>()('org.calendar.directory', CalendarDirectoryRequest);
