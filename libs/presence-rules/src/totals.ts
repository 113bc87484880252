import { PAID_BREAK_TYPES, TYPE, WORK_TYPES } from './type-ids';
import type { Segment, Totals } from './types';

export function emptyTotals(): Totals {
  return {
    byType: new Map(),
    workedMinutes: 0,
    paidBreakMinutes: 0,
    overtimeMinutes: 0,
    scheduledMinutes: 0,
    unauthorizedAbsenceMinutes: 0,
  };
}

/** Adds up totals (days into a week, weeks into a year, users into a team). */
export function sumTotals(list: Totals[]): Totals {
  const out = emptyTotals();
  for (const t of list) {
    for (const [id, minutes] of t.byType) addMinutes(out.byType, id, minutes);
    out.workedMinutes += t.workedMinutes;
    out.paidBreakMinutes += t.paidBreakMinutes;
    out.overtimeMinutes += t.overtimeMinutes;
    out.scheduledMinutes += t.scheduledMinutes;
    out.unauthorizedAbsenceMinutes += t.unauthorizedAbsenceMinutes;
  }
  return out;
}

/** The totals of one day's segments, with 24 (scheduled) and 25 (worked − overtime) added to byType. */
export function totalsOf(segments: Segment[], scheduledMinutes: number): Totals {
  const t = emptyTotals();
  for (const s of segments) {
    addMinutes(t.byType, s.typeId, s.minutes);
    if (WORK_TYPES.has(s.typeId)) t.workedMinutes += s.minutes;
    if (PAID_BREAK_TYPES.has(s.typeId)) t.paidBreakMinutes += s.minutes;
    if (s.typeId === TYPE.overtimeWork) t.overtimeMinutes += s.minutes;
    if (s.typeId === TYPE.unauthorizedAbsence) t.unauthorizedAbsenceMinutes += s.minutes;
  }
  t.scheduledMinutes = scheduledMinutes;
  addMinutes(t.byType, TYPE.scheduledTime, scheduledMinutes);
  addMinutes(t.byType, TYPE.totalRegularTime, t.workedMinutes - t.overtimeMinutes);
  return t;
}

function addMinutes(map: Map<number, number>, id: number, minutes: number): void {
  if (!minutes) return;
  const v = (map.get(id) ?? 0) + minutes;
  if (v === 0) map.delete(id);
  else map.set(id, v);
}

