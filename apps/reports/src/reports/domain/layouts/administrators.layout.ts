import type { ReportColumn, ReportRow } from '@presently/contracts';
import { DateTime } from 'luxon';
import { col, EMPLOYEE_COLUMNS, employeeCells, filteredDays, type ReportLayout, timeIn } from '../layout';

const COLUMNS: ReportColumn[] = [
  ...EMPLOYEE_COLUMNS,
  col('date', 'date'),
  col('time', 'time'),
  col('record_kind', 'text'),
  col('device_id', 'number'),
  col('has_image', 'bool'),
  col('record_id', 'number'),
];

/**
 * The administrators' review list: every record a device scan made (with or without an attendance
 * image), per employee and day, with the device and the time of the scan. The web opens the image by
 * record id (presence's scan image).
 */
export const administratorsLayout: ReportLayout = {
  mode: 'rounded',
  withRecords: true,
  columns: () => COLUMNS,
  legend: () => [],
  rows(e, ctx) {
    const who = employeeCells(e, ctx);
    const rows: ReportRow[] = [];
    for (const d of filteredDays(e, ctx)) {
      for (const r of d.records ?? []) {
        if (r.source !== 'device' && !r.has_image) continue;
        if (DateTime.fromISO(r.start, { zone: ctx.timezone }).toISODate() !== d.date) continue;
        rows.push({
          kind: 'day',
          cells: { ...who, date: d.date, time: timeIn(r.start, ctx.timezone), record_kind: r.kind, device_id: r.device_id, has_image: r.has_image, record_id: r.id },
        });
      }
    }
    return rows;
  },
};
