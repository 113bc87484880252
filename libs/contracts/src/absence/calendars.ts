import { z } from 'zod';
import { FIELD_KEYS, isCalendarDate, queryDate, queryId, queryNumberOption, queryOption } from '../common/fields';
import { rpcMessage } from '../common/message';
import type { TypeTotal } from '../presence/presence-views';
import { ABSENCE_TYPES } from './absence-types';
import { ABSENCE_REQUEST_STATUSES, type AbsenceRequestStatus, type VacationBalanceRow } from './absence-requests';
import type { CalendarScopeKind } from './calendar-directory';
import type { TeamKind } from '../org/teams';

/*
 * The two calendars of issue 12: GET /api/my-calendar (one's own days) and GET /api/calendar (who is
 * out in the actor's scope). Both take a period of at most 93 days (a quarter: a month view with its
 * leading and trailing weeks always fits), so one request answers one view.
 */

/** The longest period one calendar request covers, both ends included. */
export const MAX_CALENDAR_DAYS = 93;
export const CALENDAR_RANGE_KEY = 'max_93_days';
export const END_BEFORE_START_KEY = 'end_before_start';

const dayNumber = (date: string): number => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Days of a period, both ends included (from and to are valid 'YYYY-MM-DD'). */
export const calendarPeriodDays = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

const TYPE_IDS = ABSENCE_TYPES.map((t) => t.id);

/** The absence statuses a calendar shows by default: those in which a request holds its days. */
export const CALENDAR_DEFAULT_STATUSES: readonly AbsenceRequestStatus[] = ['pending', 'approved', 'cancellation_pending'];

const periodFields = {
  from: queryDate().meta({ description: 'First day (yyyy-mm-dd), required', example: '2026-12-01' }),
  to: queryDate().meta({ description: 'Last day (yyyy-mm-dd), required; at most 93 days from `from`', example: '2026-12-31' }),
};

/** The period rule both calendars share: both dates given, in order, at most 93 days. */
function checkPeriod(input: object, ctx: z.RefinementCtx): void {
  const value = input as { from?: string; to?: string };
  if (value.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: FIELD_KEYS.required });
  if (value.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: FIELD_KEYS.required });
  // A date that is not one has its own key already; the order is checked between two real dates.
  if (!isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
  const days = calendarPeriodDays(value.from, value.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: END_BEFORE_START_KEY });
  else if (days > MAX_CALENDAR_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_RANGE_KEY });
}

/** Query values arrive as text from the URL; a service parses the gateway's typed values again. */
const asQueryText = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]))
    : value;

function periodQuery<T extends z.ZodRawShape>(shape: T) {
  const object = z.object({ ...periodFields, ...shape }).superRefine(checkPeriod);
  return z.preprocess(asQueryText, object) as unknown as z.ZodType<
    z.output<typeof object> & { from: string; to: string },
    z.input<typeof object> | z.output<typeof object>
  >;
}

/** GET /api/my-calendar?from&to — and what presence answers for the same period. */
export const MyCalendarQuery = periodQuery({});
export type MyCalendarQuery = z.output<typeof MyCalendarQuery>;

/** GET /api/calendar?from&to&department_id&team_id&type&status — narrowed within the actor's scope. */
export const TeamCalendarQuery = periodQuery({
  department_id: queryId().meta({ description: 'Only people of this department' }),
  team_id: queryId().meta({ description: 'Only people of this team' }),
  type: queryNumberOption(TYPE_IDS).meta({ description: 'Only this absence type (1–11)' }),
  status: queryOption(ABSENCE_REQUEST_STATUSES).meta({ description: 'Only this status (pending, approved and cancellation_pending when left out)' }),
});
export type TeamCalendarQuery = z.output<typeof TeamCalendarQuery>;

/** A holiday as the calendars show it (the company's, applying to the viewer on /my-calendar). */
export interface CalendarHoliday {
  id: number;
  date: string;
  description: string;
  type: string;
}

/** An absence request as the calendars lay it out (dates inclusive, cut to nothing: the web clips). */
export interface CalendarAbsence {
  id: number;
  user_id: number;
  absence_type_id: number;
  status: AbsenceRequestStatus;
  start_date: string;
  end_date: string;
  half_day: boolean;
  /** Rest-day requests: the days chosen (the period may hold others). */
  dates: string[];
}

/** A switched day: the day off (`date`) and the day worked instead (`worked_on`). */
export interface CalendarSwitchedDay {
  request_id: number;
  date: string;
  worked_on: string | null;
  status: AbsenceRequestStatus;
}

/** What absence answers for /my-calendar (presence's days and the balance are added by the gateway). */
export interface MyCalendarAbsences {
  from: string;
  to: string;
  timezone: string;
  /** ISO weekdays the company works, 1 = Monday … 7 = Sunday. */
  work_days: number[];
  absences: CalendarAbsence[];
  /** Stored rest days and approved rest-day requests, one per date. */
  rest_days: string[];
  switched_days: CalendarSwitchedDay[];
  /** The holidays that apply to the user (for all, or for their nationality or religion). */
  holidays: CalendarHoliday[];
}

/** Worked time of one day by presence type (presence's classification, rounded figures). */
export interface CalendarPresenceDay {
  date: string;
  by_type: TypeTotal[];
  worked_minutes: number;
}

/** GET /api/my-calendar. */
export interface MyCalendarView extends MyCalendarAbsences {
  presence: CalendarPresenceDay[];
  /** Vacation days per rule (as GET /api/my-vacation-days). */
  balance: VacationBalanceRow[];
}

export interface CalendarPerson {
  user_id: number;
  full_name: string;
  team_id: number | null;
  department_id: number | null;
  user_color: string;
}

/** GET /api/calendar: the people in scope (after the filters), their absences in the period, holidays. */
export interface TeamCalendarView {
  from: string;
  to: string;
  timezone: string;
  scope: CalendarScopeKind;
  people: CalendarPerson[];
  absences: CalendarAbsence[];
  holidays: CalendarHoliday[];
  /** What the filters may choose from (within the scope). */
  /** `is_default` and `kind` tell the built-in Default department and Default and Deactivated teams, which readers name in their language. */
  departments: Array<{ id: number; name: string; is_default: boolean }>;
  teams: Array<{ id: number; name: string; department_id: number | null; kind: TeamKind }>;
}

export const GET_MY_CALENDAR = rpcMessage<MyCalendarAbsences>()('absence.calendar.mine', MyCalendarQuery);
export const GET_TEAM_CALENDAR = rpcMessage<TeamCalendarView>()('absence.calendar.team', TeamCalendarQuery);
