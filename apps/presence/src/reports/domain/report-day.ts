import type { PresenceDayView, ReportDay } from '@presently/contracts';
import { type ClassifiedDay, nightWorkMinutes, type UserRules } from '@presently/presence-rules';
import { type DayFigures, scheduledView, totalsView } from '../../records/domain/presence-views';

const PRIVATE_EXIT = 3;

/**
 * One classified day as reports lay it out: the day's first in and last out are the effective
 * (rounded or raw) ends of its presence inside the day, private exits aside; night minutes come from
 * the rules (independent of overtime). With the day's records (the detailed report) from its view.
 */
export function reportDay(userId: number, view: PresenceDayView, classified: ClassifiedDay, rules: UserRules, withRecords: boolean): ReportDay {
  return {
    ...reportFigures(userId, view, classified, rules),
    ...(withRecords ? { records: view.records } : {}),
  };
}

/** The same report day from the classification alone (no day view made): the reports without records. */
export function reportDayOf(userId: number, f: DayFigures, rules: UserRules): ReportDay {
  const view = {
    date: f.date,
    holiday: f.facts.holiday,
    absence_type_id: f.facts.absenceTypeId,
    rest_day: f.facts.restDay,
    scheduled: scheduledView(f.facts),
    totals: totalsView(f.classified.totals),
    comment: f.comment,
  };
  return reportFigures(userId, view, f.classified, rules);
}

type DayHead = Pick<PresenceDayView, 'date' | 'holiday' | 'absence_type_id' | 'rest_day' | 'scheduled' | 'totals' | 'comment'>;

function reportFigures(userId: number, view: DayHead, classified: ClassifiedDay, rules: UserRules): ReportDay {
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
  };
}
