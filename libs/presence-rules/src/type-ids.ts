import type { PresenceKind } from '@presently/contracts';

/** Presence type ids of the catalogue (spec section 3) that the rules produce. */
export const TYPE = {
  work: 1,
  paidBreak: 2,
  privateExit: 3,
  absence: 4,
  fieldWork: 5,
  unauthorizedAbsence: 6,
  presenceOnHoliday: 7,
  presenceOnAbsence: 8,
  holiday: 9,
  breakOnHoliday: 10,
  breakOnAbsence: 11,
  fieldWorkOnHoliday: 12,
  fieldWorkOnAbsence: 13,
  presenceOnRestDay: 14,
  fieldWorkOnRestDay: 15,
  breakOnRestDay: 16,
  presenceOnNightWork: 17,
  fieldWorkOnNightWork: 18,
  breakOnNightWork: 19,
  exceededBreak: 20,
  overtimeWork: 21,
  unpaidAbsence: 22,
  restDay: 23,
  scheduledTime: 24,
  totalRegularTime: 25,
} as const;

/** Work of every kind: counts as worked time (the PresenceTotals.worked_minutes set). */
export const WORK_TYPES: ReadonlySet<number> = new Set([1, 5, 7, 8, 12, 13, 14, 15, 17, 18, 21]);
/** Paid breaks: limited by the user's max paid break; the excess becomes 20. */
export const PAID_BREAK_TYPES: ReadonlySet<number> = new Set([2, 10, 11, 16, 19]);
/** Work that can turn into overtime (21): ordinary and night work and field work. */
export const OVERTIME_ELIGIBLE_TYPES: ReadonlySet<number> = new Set([1, 5, 17, 18]);

/** Absence types (spec section 3) that are unpaid: their day marker is 22 instead of 4. */
export const UNPAID_ABSENCE_TYPES: ReadonlySet<number> = new Set([9, 10]);
/** Absence type 11 "Rest day" is treated as a rest day. */
export const REST_DAY_ABSENCE_TYPE = 11;

/** The day-level circumstance that types a day's presence, in priority order. */
export type DayContext = 'holiday' | 'absence' | 'rest_day' | 'normal';

/** Type of a kind by the day's context and whether the minute is in the night-work window. */
export function typeFor(kind: PresenceKind, ctx: DayContext, night: boolean): number {
  if (kind === 'private_exit') return TYPE.privateExit;
  const table: Record<Exclude<PresenceKind, 'private_exit'>, [number, number, number, number, number]> = {
    //          holiday absence rest night plain
    work: [7, 8, 14, 17, 1],
    break: [10, 11, 16, 19, 2],
    field_work: [12, 13, 15, 18, 5],
  };
  const row = table[kind];
  switch (ctx) {
    case 'holiday':
      return row[0];
    case 'absence':
      return row[1];
    case 'rest_day':
      return row[2];
    default:
      return night ? row[3] : row[4];
  }
}
