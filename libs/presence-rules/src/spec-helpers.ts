import { DateTime } from 'luxon';
import type { PresenceKind } from '@presently/contracts';
import type { DayFacts, RuleRecord, ScheduledSpan, UserRules } from './types';

/** Test helpers (not exported by the library). */
export const TZ = 'Europe/Skopje';

/** An instant from a local wall time in Europe/Skopje: at('2026-03-02 08:00'). */
export function at(local: string, tz = TZ): Date {
  const d = DateTime.fromFormat(local, 'yyyy-MM-dd HH:mm', { zone: tz });
  if (!d.isValid) throw new Error(`bad time ${local}`);
  return d.toJSDate();
}

export function rules(overrides: Partial<UserRules> = {}): UserRules {
  return {
    timezone: TZ,
    workingMinutesPerDay: 480,
    maxPaidBreakMinutes: 30,
    disableOvertime: false,
    flexibleRegularHours: false,
    automaticPresenceStop: false,
    startRoundingMinutes: 0,
    endRoundingMinutes: 0,
    flexibleHoursMarginMinutes: 0,
    nightWork: null,
    ...overrides,
  };
}

export function facts(overrides: Partial<DayFacts> = {}): DayFacts {
  return { holiday: null, absenceTypeId: null, restDay: false, schedule: [], ...overrides };
}

export function span(start: string, end: string, shiftName: string | null = null): ScheduledSpan {
  return { start: at(start), end: at(end), shiftName };
}

let nextId = 1;
export function rec(kind: PresenceKind, start: string, end: string | null, id = nextId++): RuleRecord {
  return { id, kind, start: at(start), end: end === null ? null : at(end) };
}

/** byType as a plain object for readable assertions. */
export function byType(m: Map<number, number>): Record<number, number> {
  return Object.fromEntries([...m.entries()].sort((a, b) => a[0] - b[0]));
}
