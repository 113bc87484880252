import type { ReportColumn, ReportRow } from '@presently/contracts';
import { DateTime } from 'luxon';
import { col, EMPLOYEE_COLUMNS, employeeCells, filteredDays, type ReportLayout, timeIn } from '../layout';

const COLUMNS: ReportColumn[] = [
  ...EMPLOYEE_COLUMNS,
  col('date', 'date'),
  col('time', 'time'),
  col('record_kind', 'text'),
  col('device_id', 'number', { identifier: true }),
  col('has_image', 'bool'),
  col('record_id', 'number', { identifier: true }),
  col('reviewed_by', 'text'),
  col('reviewed_at', 'text'),
];

/**
 * The administrators' review list: every record a device scan made (with or without an attendance
 * image), per employee and day, with the device and the time of the scan. The web opens the image by
 * record id (presence's scan image). A reviewed record shows who marked it and when (date and time in
 * the company's zone); an unreviewed one leaves both empty.
 */
export const administratorsLayout: ReportLayout = {
  mode: 'rounded',
  withRecords: true,
  withReviews: true,
  columns: () => COLUMNS,
  legend: () => [],
  rows(e, ctx) {
    const who = employeeCells(e, ctx);
    const rows: ReportRow[] = [];
    for (const d of filteredDays(e, ctx)) {
      for (const r of d.records ?? []) {
        if (r.source !== 'device' && !r.has_image) continue;
        if (DateTime.fromISO(r.start, { zone: ctx.timezone }).toISODate() !== d.date) continue;
        const review = e.reviews?.get(r.id);
        rows.push({
          kind: 'day',
          cells: { ...who, date: d.date, time: timeIn(r.start, ctx.timezone), record_kind: r.kind, device_id: r.device_id, has_image: r.has_image, record_id: r.id, ...reviewCells(review, ctx.timezone) },
        });
      }
    }
    return rows;
  },
};

/** Reviewed by and at (yyyy-MM-dd HH:mm in the company's zone), or both empty when not reviewed. */
export function reviewCells(review: { byName: string; at: Date } | undefined, timezone: string): { reviewed_by: string | null; reviewed_at: string | null } {
  if (!review) return { reviewed_by: null, reviewed_at: null };
  return { reviewed_by: review.byName, reviewed_at: DateTime.fromJSDate(review.at, { zone: timezone }).toFormat('yyyy-MM-dd HH:mm') };
}
