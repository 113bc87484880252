import { ABSENCE_TYPE } from './absence-type-rules';
import { type RequestDraft, sharesOf } from './request-rules';
import { nextWorkingDay, type WorkCalendar } from './working-days';

/** What a request's days are after its calendar changed (a holiday added or removed later). */
export interface Recount {
  requestedDays: number;
  nextWorkingDay: string | null;
}

/** Rest days and switched days take the days chosen, whatever the holidays: a holiday never recounts them. */
export function recountedByHolidays(absenceTypeId: number): boolean {
  return absenceTypeId !== ABSENCE_TYPE.restDay && absenceTypeId !== ABSENCE_TYPE.switchedDay;
}

/** The requested days and next working day of a request under a calendar (a holiday changed, or the period cut short). */
export function recount(r: Pick<RequestDraft, 'absenceTypeId' | 'startDate' | 'endDate' | 'halfDay' | 'dates'>, cal: WorkCalendar): Recount {
  const days = [...sharesOf(r, cal).values()].reduce((a, b) => a + b, 0);
  const last = r.absenceTypeId === ABSENCE_TYPE.restDay ? ([...r.dates].sort().at(-1) ?? r.endDate) : r.endDate;
  return { requestedDays: days, nextWorkingDay: nextWorkingDay(last, cal) };
}

/**
 * Why an absence cannot be ended early on `endDate` (null when it can): it must have started (HR ends
 * what is running; before that the requester cancels), and the new last day lies within the period,
 * before its current end. Rest days and switched days are single days: nothing to cut.
 */
export function endEarlyError(r: { absenceTypeId: number; startDate: string; endDate: string }, endDate: string, today: string): { field: 'end_date' | 'id'; key: string } | null {
  if (!recountedByHolidays(r.absenceTypeId)) return { field: 'end_date', key: 'end_date_out_of_period' };
  if (r.startDate > today) return { field: 'id', key: 'absence_not_started' };
  if (endDate < r.startDate || endDate >= r.endDate) return { field: 'end_date', key: 'end_date_out_of_period' };
  return null;
}

/** A person's substitute for a period (both ends included). */
export interface SubstitutePeriod {
  userId: number;
  substituteUserId: number;
  from: string;
  to: string;
}

/** Whose steps an actor may decide on a date: their own, and those of everyone who named them and is away (one hop). */
export function representedBy(actorUserId: number, periods: readonly SubstitutePeriod[], today: string): number[] {
  const away = periods.filter((p) => p.substituteUserId === actorUserId && p.from <= today && today <= p.to).map((p) => p.userId);
  return [actorUserId, ...away.filter((u) => u !== actorUserId)];
}

/**
 * Why a substitute cannot be named (null when they can): not oneself, and not someone who named a
 * substitute of their own for an overlapping period (so A → B → A cannot form). Substitution follows
 * one hop: whom A stands in for is never passed on to A's substitute.
 */
export function substituteError(s: SubstitutePeriod, others: readonly SubstitutePeriod[]): string | null {
  if (s.to < s.from) return 'end_before_start';
  if (s.substituteUserId === s.userId) return 'invalid_substitute';
  const overlaps = (p: SubstitutePeriod) => p.from <= s.to && s.from <= p.to;
  if (others.some((p) => p.userId === s.substituteUserId && overlaps(p))) return 'substitute_has_substitute';
  return null;
}
