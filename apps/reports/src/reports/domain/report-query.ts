import { FIELD_KEYS, MAX_REPORT_DAYS, REPORT_ERRORS, type ReportFilters } from '@presently/contracts';
import { ValidationFailedError } from '@presently/domain';
import { DateTime } from 'luxon';

/** The filters once checked against each other: a real period of at most a year, from before to. */
export interface CheckedFilters {
  from: string;
  to: string;
  department_id: number | null;
  team_id: number | null;
  user_id: number | null;
  absence_type_id: number | null;
  bucket: 'week' | 'month';
}

/** Rules between the filter fields (the contract checks each field): 422 with the keys the web translates. */
export function checkFilters(f: ReportFilters): CheckedFilters {
  const errors: Record<string, string[]> = {};
  if (!f.from) errors.from = [FIELD_KEYS.required];
  if (!f.to) errors.to = [FIELD_KEYS.required];
  if (f.from && f.to) {
    if (f.from > f.to) errors.to = [REPORT_ERRORS.fromAfterTo];
    else if (daysBetween(f.from, f.to) > MAX_REPORT_DAYS) errors.to = [REPORT_ERRORS.periodTooLong];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailedError(errors);
  return {
    from: f.from as string,
    to: f.to as string,
    department_id: f.department_id ?? null,
    team_id: f.team_id ?? null,
    user_id: f.user_id ?? null,
    absence_type_id: f.absence_type_id ?? null,
    bucket: f.bucket ?? 'month',
  };
}

/** Days from..to, both included. */
export function daysBetween(from: string, to: string): number {
  return DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days + 1;
}

export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = DateTime.fromISO(from, { zone: 'utc' }); d.toISODate()! <= to; d = d.plus({ days: 1 })) out.push(d.toISODate()!);
  return out;
}

/** The file name of an export: presence-2026-10-01-2026-10-31.xlsx. */
export const exportFileName = (kind: string, f: Pick<CheckedFilters, 'from' | 'to'>, format: string): string => `${kind}-${f.from}-${f.to}.${format}`;
