import dayjs from 'dayjs';
import type { AppPath } from '@presently/contracts';
import { Paths } from '../../app/session';
import type { ReportCell, ReportFilters, ReportKind } from './reportTypes';

/** Each report's page, under the Reports submenu (the spec's routes, and ours for the three it only names). */
export const REPORT_PAGES: Readonly<Record<ReportKind, { path: AppPath; titleKey: string }>> = {
  presence: { path: Paths.presenceReports, titleKey: 'presenceReports' },
  'non-rounded-presence': { path: Paths.nonRoundedPresenceReports, titleKey: 'nonRoundedPresenceReports' },
  calendar: { path: Paths.calendarReports, titleKey: 'calendarReports' },
  shift: { path: Paths.shiftReports, titleKey: 'shiftReports' },
  administrators: { path: Paths.administratorReports, titleKey: 'administratorReports' },
  special: { path: Paths.specialReports, titleKey: 'specialReports' },
  cumulative: { path: Paths.cumulativeReports, titleKey: 'cumulativeReports' },
  periodic: { path: Paths.periodicReports, titleKey: 'periodicReports' },
  detailed: { path: Paths.detailedReports, titleKey: 'detailedReports' },
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period a report opens with. Cumulative is "year to date" (1 January to today); every other
 * report opens on last month, the period HR runs payroll on.
 */
export function defaultPeriod(kind: ReportKind, today: Date = new Date()): Pick<ReportFilters, 'from' | 'to'> {
  const day = dayjs(today);
  if (kind === 'cumulative') return { from: day.startOf('year').format('YYYY-MM-DD'), to: day.format('YYYY-MM-DD') };
  const lastMonth = day.subtract(1, 'month');
  return { from: lastMonth.startOf('month').format('YYYY-MM-DD'), to: lastMonth.endOf('month').format('YYYY-MM-DD') };
}

/** A report covers at most 366 days, both ends included (the server's MAX_REPORT_DAYS): any year, leap or not. */
export const MAX_REPORT_DAYS = 366;

/** What is wrong with a period, as the server's error keys (so one translation serves both). */
export function periodErrors(filters: Pick<ReportFilters, 'from' | 'to'>): Partial<Record<'from' | 'to', string[]>> {
  if (!filters.from) return { from: ['field_required'] };
  if (!filters.to) return { to: ['field_required'] };
  if (!ISO_DAY.test(filters.from) || !dayjs(filters.from).isValid()) return { from: ['date_invalid'] };
  if (!ISO_DAY.test(filters.to) || !dayjs(filters.to).isValid()) return { to: ['date_invalid'] };
  if (filters.from > filters.to) return { from: ['from_after_to'] };
  // Whole days between two calendar dates; UTC midnights, so no daylight-saving hour can shorten one.
  const days = (Date.parse(`${filters.to}T00:00:00Z`) - Date.parse(`${filters.from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_REPORT_DAYS) return { to: ['period_too_long'] };
  return {};
}

/** The filters as query parameters: only what was chosen; `bucket` only where it means something. */
export function filterParams(kind: ReportKind, filters: ReportFilters): Record<string, string | number> {
  const params: Record<string, string | number> = { from: filters.from, to: filters.to };
  for (const key of ['department_id', 'team_id', 'user_id', 'absence_type_id'] as const) {
    const value = filters[key];
    if (typeof value === 'number') params[key] = value;
  }
  if (kind === 'periodic') params.bucket = filters.bucket ?? 'month';
  return params;
}

/** Minutes as h:mm; negative values keep their sign (a balance below the schedule). */
export function formatReportMinutes(value: ReportCell | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const sign = value < 0 ? '-' : '';
  const minutes = Math.round(Math.abs(value));
  return `${sign}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A file's size for the exports list (kB under a megabyte, else MB with one decimal). */
export function formatBytes(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || bytes < 0) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
