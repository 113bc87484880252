import type { PresenceDayView, ReportDay } from '@presently/contracts';
import { type ClassifiedDay, nightWorkMinutes, type UserRules } from '@presently/presence-rules';

const PRIVATE_EXIT = 3;

/**
 * One classified day as reports lay it out: the day's first in and last out are the effective
 * (rounded or raw) ends of its presence inside the day, private exits aside; night minutes come from
 * the rules (independent of overtime).
 */
export function reportDay(userId: number, view: PresenceDayView, classified: ClassifiedDay, rules: UserRules, withRecords: boolean): ReportDay {
  const present = classified.segments.filter((s) => s.recordId !== null && s.typeId !== PRIVATE_EXIT);
  const first = present.length > 0 ? present.reduce((a, b) => (b.start < a.start ? b : a)) : null;
  const last = present.length > 0 ? present.reduce((a, b) => (b.end > a.end ? b : a)) : null;
  return {
    user_id: userId,
    date: view.date,
    holiday: view.holiday,
    absence_type_id: view.absence_type_id,
    rest_day: view.rest_day,
    scheduled: view.scheduled,
    first_in: first ? first.start.toISOString() : null,
    last_out: last ? last.end.toISOString() : null,
    totals: view.totals,
    night_minutes: nightWorkMinutes(classified, rules),
    comment: view.comment,
    ...(withRecords ? { records: view.records } : {}),
  };
}
