import type { BoardKind, BoardScope, PresenceKind } from '@presently/contracts';
import { addDays } from '@presently/domain';
import { atLocalTime } from '@presently/presence-rules';
import type { Scope } from '../../common/domain/scope';

/** A late arrival (or no arrival yet) against the day's first scheduled start. */
export interface Lateness {
  scheduledStart: Date;
  arrivedAt: Date | null;
  lateMinutes: number;
}

export interface LatenessInput {
  /** The day's scheduled spans (the first that starts on the day counts). */
  scheduled: Array<{ start: Date; end: Date }>;
  /** Local midnight of the day: a night shift from the evening before is not this day's start. */
  dayStart: Date;
  /** Starts of the day's work and field-work records. */
  arrivals: Date[];
  now: Date;
  /** Minutes after the start that still count as on time. */
  graceMinutes: number;
  /** An approved absence, a holiday or a rest day: nobody is expected. */
  excused: boolean;
}

/**
 * Late today: someone scheduled to start who arrived after the start plus the grace, or who has not
 * arrived although the grace has passed (arrivedAt null). Nobody without a schedule or on an excused
 * day is late; before start + grace nobody is late yet.
 */
export function latenessOf(input: LatenessInput): Lateness | null {
  if (input.excused) return null;
  const first = input.scheduled.filter((s) => s.start >= input.dayStart).sort((a, b) => a.start.getTime() - b.start.getTime())[0];
  if (!first) return null;
  const deadline = first.start.getTime() + input.graceMinutes * 60_000;
  if (input.now.getTime() <= deadline) return null;
  // Arrivals long before the shift (the night before) are not this shift's arrival.
  const arrivals = input.arrivals.filter((a) => a.getTime() >= first.start.getTime() - 4 * 3_600_000).sort((a, b) => a.getTime() - b.getTime());
  const arrived = arrivals[0] ?? null;
  if (arrived && arrived.getTime() <= deadline) return null;
  const until = arrived ?? input.now;
  return { scheduledStart: first.start, arrivedAt: arrived, lateMinutes: Math.floor((until.getTime() - first.start.getTime()) / 60_000) };
}

/** The grace of a user: the company's start-rounding margin, or its flexible-hours margin when the user works flexible hours. */
export function graceMinutesOf(rules: { startRoundingMinutes: number; flexibleRegularHours: boolean; flexibleHoursMarginMinutes: number }): number {
  return Math.max(rules.startRoundingMinutes, rules.flexibleRegularHours ? rules.flexibleHoursMarginMinutes : 0);
}

/** The "in now" panel's counts: each kind on, and off for everyone else. */
export function countKinds(rows: Array<{ kind: PresenceKind | null }>): Record<BoardKind, number> {
  const counts: Record<BoardKind, number> = { work: 0, break: 0, private_exit: 0, field_work: 0, off: 0 };
  for (const r of rows) counts[r.kind ?? 'off'] += 1;
  return counts;
}

/** Absent today per absence type (null: unexplained — the schedule's start passed with no arrival and no absence), by count, most first. */
export function absentByType(people: Array<{ absenceTypeId: number | null; unexplained: boolean }>): Array<{ absence_type_id: number | null; count: number }> {
  const counts = new Map<number | null, number>();
  for (const p of people) {
    const key = p.absenceTypeId ?? (p.unexplained ? null : undefined);
    if (key === undefined) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([absence_type_id, count]) => ({ absence_type_id, count })).sort((a, b) => b.count - a.count || (a.absence_type_id ?? 0) - (b.absence_type_id ?? 0));
}

/** Per absence type, the days of absence in the period (one per person and day). */
export function absenceDaysByType(days: Array<{ absenceTypeId: number | null }>): Array<{ absence_type_id: number; days: number }> {
  const counts = new Map<number, number>();
  for (const d of days) if (d.absenceTypeId !== null) counts.set(d.absenceTypeId, (counts.get(d.absenceTypeId) ?? 0) + 1);
  return [...counts].map(([absence_type_id, n]) => ({ absence_type_id, days: n })).sort((a, b) => a.absence_type_id - b.absence_type_id);
}

/** ISO weekday of a yyyy-mm-dd date (1 = Monday … 7 = Sunday). */
export function weekdayOf(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/**
 * The day a person on leave is back: the first day after `from` without an absence that is not a
 * holiday, a rest day or a weekend. Null when that is beyond `horizon` days.
 */
export function backOn(from: string, dayOf: (date: string) => { absent: boolean; holiday: boolean; restDay: boolean }, horizon = 62): string | null {
  let date = from;
  for (let i = 0; i < horizon; i++) {
    date = addDays(date, 1);
    const d = dayOf(date);
    if (!d.absent && !d.holiday && !d.restDay && weekdayOf(date) <= 5) return date;
  }
  return null;
}

/** Drift of a device's clock: the largest |received − scanned_at| of its scans, in whole seconds (null: no scans). */
export function driftSeconds(scans: Array<{ scannedAt: Date; receivedAt: Date }>): number | null {
  if (scans.length === 0) return null;
  return Math.round(Math.max(...scans.map((s) => Math.abs(s.receivedAt.getTime() - s.scannedAt.getTime()))) / 1000);
}

/** More than two minutes of drift is worth an administrator's look (a device whose clock is off places scans wrongly). */
export const DRIFT_LIMIT_SECONDS = 120;

/** How long a device may send nothing during working hours before it counts as silent. */
export const SILENCE_MINUTES = 60;

/** The company's working hours of a day when no schedule says otherwise: Monday to Friday, 08:00–16:00 local. */
export const DEFAULT_WORKING_HOURS = { start: '08:00', end: '16:00' } as const;

/**
 * The working hours of a day: from the earliest scheduled start to the latest scheduled end of the
 * company's people that day; without schedules the default hours on weekdays; none on a holiday for all.
 */
export function workingHoursOf(
  date: string,
  timezone: string,
  scheduled: Array<{ start: Date; end: Date }>,
  holidayForAll: boolean,
): { start: Date; end: Date } | null {
  if (holidayForAll) return null;
  if (scheduled.length > 0) {
    return {
      start: new Date(Math.min(...scheduled.map((s) => s.start.getTime()))),
      end: new Date(Math.max(...scheduled.map((s) => s.end.getTime()))),
    };
  }
  if (weekdayOf(date) > 5) return null;
  return { start: atLocalTime(date, DEFAULT_WORKING_HOURS.start, timezone), end: atLocalTime(date, DEFAULT_WORKING_HOURS.end, timezone) };
}

/**
 * Silent: within working hours, nothing received for SILENCE_MINUTES — counted from the start of
 * the working hours at the earliest, so a device is not silent a minute after opening.
 */
export function isSilent(lastReceivedAt: Date | null, now: Date, hours: { start: Date; end: Date } | null): boolean {
  if (!hours || now < hours.start || now > hours.end) return false;
  const from = Math.max(lastReceivedAt?.getTime() ?? -Infinity, hours.start.getTime());
  return now.getTime() - from >= SILENCE_MINUTES * 60_000;
}

/** The live board's scope as the contract spells it. */
export function boardScopeOf(scope: Scope): BoardScope {
  switch (scope.kind) {
    case 'company':
      return { kind: 'company' };
    case 'department':
      return { kind: 'department', department_id: scope.departmentId };
    case 'team':
      return { kind: 'team', team_id: scope.teamId };
    case 'self':
      return { kind: 'self' };
  }
}
