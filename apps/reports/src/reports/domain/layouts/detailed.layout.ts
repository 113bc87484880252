import { PRESENCE_TYPES, type ReportColumn, type ReportRow } from '@presently/contracts';
import { DateTime } from 'luxon';
import { PRESENCE_TYPE_COLOR } from '../catalogue';
import { col, EMPLOYEE_COLUMNS, employeeCells, filteredDays, type ReportLayout, timeIn } from '../layout';

const TYPE_KEY = new Map(PRESENCE_TYPES.map((t) => [t.id, t.key]));

const COLUMNS: ReportColumn[] = [
  ...EMPLOYEE_COLUMNS,
  col('date', 'date'),
  col('record_kind', 'text'),
  col('presence_type', 'code'),
  col('start', 'time'),
  col('end', 'time'),
  col('rounded_start', 'time'),
  col('rounded_end', 'time'),
  col('duration', 'minutes'),
  col('source', 'text'),
  col('device_id', 'number'),
  col('edited', 'bool'),
  col('previous_start', 'time'),
  col('previous_end', 'time'),
  col('reason', 'text'),
  col('edited_by', 'text'),
  col('edited_at', 'text'),
  col('comment', 'text'),
];

/**
 * Every record with its raw and rounded times, edits with reason (what it was before, who, when),
 * device and the day's comment. A record is listed on the day it started (a night shift once).
 */
export const detailedLayout: ReportLayout = {
  mode: 'rounded',
  withRecords: true,
  columns: () => COLUMNS,
  legend: () => [],
  rows(e, ctx) {
    const who = employeeCells(e, ctx);
    const tz = ctx.timezone;
    const rows: ReportRow[] = [];
    let total = 0;
    for (const d of filteredDays(e, ctx)) {
      for (const r of d.records ?? []) {
        if (DateTime.fromISO(r.start, { zone: tz }).toISODate() !== d.date) continue;
        total += r.duration_minutes;
        const typeKey = TYPE_KEY.get(r.presence_type_id) ?? String(r.presence_type_id);
        rows.push({
          kind: 'day',
          cells: {
            ...who,
            date: d.date,
            record_kind: r.kind,
            presence_type: typeKey,
            start: timeIn(r.start, tz),
            end: timeIn(r.end, tz),
            rounded_start: timeIn(r.rounded_start, tz),
            rounded_end: timeIn(r.rounded_end, tz),
            duration: r.duration_minutes,
            source: r.source,
            device_id: r.device_id,
            edited: r.updated_by !== null,
            previous_start: timeIn(r.previous_start, tz),
            previous_end: timeIn(r.previous_end, tz),
            reason: r.reason,
            edited_by: r.updated_by_name,
            edited_at: r.updated_at ? DateTime.fromISO(r.updated_at, { zone: tz }).toFormat('yyyy-MM-dd HH:mm') : null,
            comment: d.comment,
          },
          colors: { presence_type: PRESENCE_TYPE_COLOR.get(r.presence_type_id) ?? '#999999' },
        });
      }
    }
    if (rows.length > 0) rows.push({ kind: 'total', cells: { ...who, date: null, duration: total } });
    return rows;
  },
};
