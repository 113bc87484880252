import type { CalendarPresenceDay, PresenceTotals } from '@presently/contracts';

/**
 * Presence types that are not time the user logged: the day's absence, holiday, unpaid absence and
 * rest day markers, time missing from the schedule (unauthorized absence) and the summary rows
 * (scheduled, total regular time, description). A calendar of worked hours leaves them out, or an
 * approved vacation day would read "Absence 8:00".
 */
const NOT_LOGGED_TYPES: ReadonlySet<number> = new Set([4, 6, 9, 22, 23, 24, 25, 26]);

/** One day of /my-calendar: the logged time by presence type; null for a day without any. */
export function calendarDay(date: string, totals: PresenceTotals): CalendarPresenceDay | null {
  const byType = totals.by_type.filter((t) => t.minutes > 0 && !NOT_LOGGED_TYPES.has(t.presence_type_id));
  return byType.length === 0 ? null : { date, by_type: byType, worked_minutes: totals.worked_minutes };
}
