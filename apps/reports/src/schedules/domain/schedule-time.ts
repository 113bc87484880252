import type { ScheduleFrequency, SchedulePeriod } from '@presently/contracts';
import { DateTime } from 'luxon';

/** When a schedule runs: every week on a weekday, or every month on a day, at a local time of a zone. */
export interface ScheduleTiming {
  frequency: ScheduleFrequency;
  /** ISO weekday 1 (Monday) … 7 (Sunday), weekly. */
  weekday: number | null;
  /** 1–31, monthly; a month without that day runs on its last day. */
  dayOfMonth: number | null;
  /** HH:mm, local. */
  time: string;
  zone: string;
}

/**
 * The local time on a date as an instant. A time the clocks skip (02:30 when they go forward) is the
 * first minute after the gap, the same distance past the hour (luxon moves it forward); a time that
 * happens twice (when they go back) is its first occurrence, so a schedule never runs twice that night.
 */
function at(date: DateTime, time: string, zone: string): DateTime {
  const [hour, minute] = time.split(':').map(Number);
  const local = DateTime.fromObject({ year: date.year, month: date.month, day: date.day, hour, minute }, { zone });
  // Of two instants with the same wall time, luxon picks by the zone's offset at the wall time; take the earlier one.
  const earlier = local.minus({ hours: 1 });
  return earlier.hour === local.hour && earlier.minute === local.minute && earlier.day === local.day ? earlier : local;
}

/** The first instant the schedule is due strictly after `after`. */
export function nextDueAt(t: ScheduleTiming, after: Date): Date {
  const start = DateTime.fromJSDate(after, { zone: t.zone }).startOf('day');
  if (t.frequency === 'weekly') {
    const weekday = t.weekday ?? 1;
    for (let i = 0; i <= 7; i++) {
      const day = start.plus({ days: i });
      if (day.weekday !== weekday) continue;
      const due = at(day, t.time, t.zone);
      if (due.toMillis() > after.getTime()) return due.toJSDate();
    }
  } else {
    const first = start.startOf('month');
    for (let i = 0; i <= 2; i++) {
      const month = first.plus({ months: i });
      const day = month.set({ day: Math.min(t.dayOfMonth ?? 1, month.daysInMonth ?? 28) });
      const due = at(day, t.time, t.zone);
      if (due.toMillis() > after.getTime()) return due.toJSDate();
    }
  }
  throw new Error('no due time found'); // unreachable: a week or three months always hold one
}

/**
 * The latest due instant at or before `now`, starting from a stored due time that passed (a run that
 * was missed while no replica ran): the run made on catch-up reports on the period of the latest one,
 * and the runs missed before it are not made one by one.
 */
export function latestDueUpTo(t: ScheduleTiming, storedDue: Date, now: Date): Date {
  let due = storedDue;
  for (let i = 0; i < 1000; i++) {
    const next = nextDueAt(t, due);
    if (next.getTime() > now.getTime()) return due;
    due = next;
  }
  return due;
}

/**
 * The period a run reports on, from the local date it is due (each run's `to` is its cut-off date):
 * last week Monday–Sunday before the due date's week, last month the calendar month before, month to
 * date the 1st of yesterday's month to yesterday (complete days only; a run on the 1st reports the
 * whole previous month).
 */
export function periodOf(period: SchedulePeriod, dueAt: Date, zone: string): { from: string; to: string } {
  const day = DateTime.fromJSDate(dueAt, { zone }).startOf('day');
  const iso = (d: DateTime) => d.toISODate() as string;
  if (period === 'last_week') {
    const monday = day.startOf('week').minus({ weeks: 1 });
    return { from: iso(monday), to: iso(monday.plus({ days: 6 })) };
  }
  if (period === 'last_month') {
    const first = day.startOf('month').minus({ months: 1 });
    return { from: iso(first), to: iso(first.endOf('month')) };
  }
  const yesterday = day.minus({ days: 1 });
  return { from: iso(yesterday.startOf('month')), to: iso(yesterday) };
}
