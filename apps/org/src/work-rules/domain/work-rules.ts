import type { WorkRules } from '@presently/contracts';
import { FIELD_ERRORS, FieldChecker } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { intBetween, numberBetween } from '../../common/domain/fields';

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Hours are whole quarters of an hour (7.5, 7.75). */
export const HOURS_STEP = 0.25;
export const MAX_PAID_BREAK_MINUTES = 240;
/** overtime_after_minutes: the margin beyond the daily hours before further work counts as overtime. */
export const MAX_OVERTIME_MARGIN_MINUTES = 240;

/** A company's rules until it sets its own: Monday to Friday, 8 hours, 30 minutes of paid break, overtime from the first minute past the day. */
export const DEFAULT_WORK_RULES: WorkRules = {
  work_days: [1, 2, 3, 4, 5],
  daily_hours: 8,
  default_max_paid_break_minutes: 30,
  overtime_after_minutes: 0,
};

/** A set of ISO weekdays, distinct and ascending; at least one. */
export function readWorkDays(c: FieldChecker, field: string): number[] | undefined {
  const value = c.source[field];
  if (value === undefined || value === null) return c.fail(field, FIELD_ERRORS.required);
  const weekdays: readonly number[] = ISO_WEEKDAYS;
  if (!Array.isArray(value) || !value.every((d) => typeof d === 'number' && weekdays.includes(d))) return c.fail(field, FIELD_ERRORS.invalidOption);
  if (value.length === 0) return c.fail(field, FIELD_ERRORS.required);
  return [...new Set(value as number[])].sort((a, b) => a - b);
}

/**
 * An update of the work rules (fields absent stay as they are): work_days ⊆ 1..7, non-empty;
 * daily_hours 1–24 in quarters; default paid break 0–240 minutes; overtime margin 0–240 minutes.
 */
export function parseWorkRulesUpdate(payload: unknown): Parsed<Partial<WorkRules>> {
  const c = new FieldChecker(payload);
  const value: Partial<WorkRules> = {};
  if ('work_days' in c.source) value.work_days = readWorkDays(c, 'work_days');
  if ('daily_hours' in c.source) value.daily_hours = numberBetween(c, 'daily_hours', 1, 24, HOURS_STEP);
  if ('default_max_paid_break_minutes' in c.source) value.default_max_paid_break_minutes = intBetween(c, 'default_max_paid_break_minutes', 0, MAX_PAID_BREAK_MINUTES);
  if ('overtime_after_minutes' in c.source) value.overtime_after_minutes = intBetween(c, 'overtime_after_minutes', 0, MAX_OVERTIME_MARGIN_MINUTES);
  return c.ok ? { ok: true, value } : { ok: false, errors: c.result };
}
