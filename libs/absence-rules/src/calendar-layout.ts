import { type AbsenceRequestStatus, type CalendarAbsence, type CalendarHoliday, type CalendarSwitchedDay, type HolidayNames, holidayName, type Lang } from '@presently/contracts';
import { holidayApplies, type HolidayEntry } from './working-days';

const SWITCHED_DAY = 7;
const REST_DAY = 11;
/** Statuses in which a request's days are granted (a cancellation waiting still holds them). */
const GRANTED: readonly AbsenceRequestStatus[] = ['approved', 'cancellation_pending'];

/** A request as the calendars read it from absence's table. */
export interface CalendarRequest extends CalendarAbsence {
  switch_date: string | null;
}

export interface OwnCalendarParts {
  absences: CalendarAbsence[];
  rest_days: string[];
  switched_days: CalendarSwitchedDay[];
}

const byStart = (a: CalendarAbsence, b: CalendarAbsence) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id);
const inPeriod = (date: string, from: string, to: string) => date >= from && date <= to;

/**
 * One user's requests and stored rest days laid out for /my-calendar over a period:
 * - a granted rest-day request (type 11) is rest days (its chosen dates), like a stored rest day;
 *   one still pending shows as a pending absence, so the user sees what they asked for;
 * - a switched day (type 7) is the day off and the day worked instead, with its status;
 * - every other request is an absence with its status (pending looks different from approved).
 * Rest days are distinct and ordered; absences by start.
 */
export function ownCalendarParts(requests: readonly CalendarRequest[], storedRestDays: readonly string[], from: string, to: string): OwnCalendarParts {
  const rest = new Set(storedRestDays.filter((d) => inPeriod(d, from, to)));
  const absences: CalendarAbsence[] = [];
  const switched: CalendarSwitchedDay[] = [];
  for (const r of requests) {
    const { switch_date, ...absence } = r;
    if (r.absence_type_id === REST_DAY && GRANTED.includes(r.status)) {
      const days = r.dates.length > 0 ? r.dates : [r.start_date];
      for (const d of days) if (inPeriod(d, from, to)) rest.add(d);
    } else if (r.absence_type_id === SWITCHED_DAY) {
      switched.push({ request_id: r.id, date: r.start_date, worked_on: switch_date, status: r.status });
    } else {
      absences.push(absence);
    }
  }
  return {
    absences: absences.sort(byStart),
    rest_days: [...rest].sort(),
    switched_days: switched.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.request_id - b.request_id)),
  };
}

/** A holiday as org gives it to the calendars: a built-in one carries its names in every language. */
type NamedHoliday = CalendarHoliday & { names?: HolidayNames | null };

/**
 * The holidays of a period that apply to one user (for all, or for their nationality or religion), by
 * date, named in the reader's language (a holiday typed by an administrator as typed).
 */
export function holidaysOfUser<H extends HolidayEntry & NamedHoliday>(holidays: readonly H[], nationalityId: number | null, religionId: number | null, lang: Lang): CalendarHoliday[] {
  return holidays
    .filter((h) => holidayApplies(h, nationalityId, religionId))
    .map((h) => ({ id: h.id, date: h.date, description: holidayName(h, lang), type: h.type }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

/** The company's holidays of a period whatever their audience (who is out is a company view). */
export function companyHolidays<H extends NamedHoliday>(holidays: readonly H[], lang: Lang): CalendarHoliday[] {
  return holidaysOfUser(holidays.map((h) => ({ ...h, for_all: true, nationality_id: null, religion_id: null })), null, null, lang);
}

/** Absences of the people shown (others' requests, or those of people since left, are dropped), by start. */
export function absencesOfPeople(requests: readonly CalendarAbsence[], userIds: ReadonlySet<number>): CalendarAbsence[] {
  return requests.filter((r) => userIds.has(r.user_id)).sort(byStart);
}
