import type { ReportDayFigures, ReportLegendEntry } from '@presently/contracts';
import { ABSENCE_CODES, ABSENCE_TYPE_IDS, DAY_CODES } from '../catalogue';

/** What a day was, as one short code with its colour: holiday > absence > rest day > worked > unauthorized absence. */
export function dayStatus(d: ReportDayFigures): { code: string; color: string } | null {
  if (d.holiday !== null) return DAY_CODES.holiday;
  if (d.absence_type_id !== null) return ABSENCE_CODES[d.absence_type_id] ?? null;
  if (d.rest_day) return DAY_CODES.restDay;
  if (d.totals.worked_minutes > 0) return DAY_CODES.worked;
  if (d.totals.unauthorized_absence_minutes > 0) return DAY_CODES.unauthorized;
  return null;
}

/**
 * Each code of the day column once. A scheduled rest day (absence type 11) is shown as the rest-day
 * code it shares (R, the same colour), so the legend names R once, as "Rest day", not twice.
 */
export function statusLegend(absenceTypeId: number | null): ReportLegendEntry[] {
  const days: ReportLegendEntry[] = Object.values(DAY_CODES).map((c) => ({ code: c.code, label: c.label, color: c.color }));
  const absences: ReportLegendEntry[] = ABSENCE_TYPE_IDS.filter((id) => absenceTypeId === null || id === absenceTypeId).map((id) => ({
    code: ABSENCE_CODES[id].code,
    label: 'absence_type',
    absence_type_id: id,
    color: ABSENCE_CODES[id].color,
  }));
  const seen = new Set<string>();
  return [...days, ...absences].filter((entry) => !seen.has(entry.code) && seen.add(entry.code));
}
