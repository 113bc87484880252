import type { AbsenceCalendar } from '@presently/contracts';
import { datesBetween } from '@presently/domain';

/** The absence type "Rest day": an approved one is a rest day of the calendar, not an absence. */
export const REST_DAY_ABSENCE_TYPE = 11;

export interface ApprovedAbsence {
  id: number;
  userId: number;
  absenceTypeId: number;
  startDate: string;
  endDate: string;
}

export interface RestDayEntry {
  userId: number;
  date: string;
}

/**
 * The calendar presence classifies days by, for a period (both ends included):
 * - every approved absence becomes one row per day of it inside the period (a request reaching
 *   beyond either end is cut to the period);
 * - an approved "Rest day" request (type 11) and a stored rest day are both rest days (one per user
 *   and date, whichever holds it);
 * - a user has at most one absence per day: should two approved absences overlap (the absence rules
 *   refuse it), the one that starts first, then the older request, holds the day.
 * Rows are ordered by user, then date.
 */
export function calendarDays(absences: ApprovedAbsence[], restDays: RestDayEntry[], from: string, to: string): AbsenceCalendar {
  const byDay = new Map<string, { user_id: number; date: string; absence_type_id: number }>();
  const rest = new Map<string, { user_id: number; date: string }>();
  const key = (userId: number, date: string) => `${userId}|${date}`;

  const ordered = [...absences].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id));
  for (const a of ordered) {
    const start = a.startDate > from ? a.startDate : from;
    const end = a.endDate < to ? a.endDate : to;
    for (const date of datesBetween(start, end)) {
      const k = key(a.userId, date);
      if (a.absenceTypeId === REST_DAY_ABSENCE_TYPE) rest.set(k, { user_id: a.userId, date });
      else if (!byDay.has(k)) byDay.set(k, { user_id: a.userId, date, absence_type_id: a.absenceTypeId });
    }
  }
  for (const r of restDays) if (r.date >= from && r.date <= to) rest.set(key(r.userId, r.date), { user_id: r.userId, date: r.date });

  const byUserDate = (a: { user_id: number; date: string }, b: { user_id: number; date: string }) =>
    a.user_id - b.user_id || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
  return { absences: [...byDay.values()].sort(byUserDate), rest_days: [...rest.values()].sort(byUserDate) };
}
