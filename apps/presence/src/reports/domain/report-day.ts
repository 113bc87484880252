import type { PackableReportDay, PresenceDayView, ReportDay } from '@presently/contracts';
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

/** The same report day from the classification alone (no day view made), as objects: the reports without records, asked unpacked. */
export function reportDayOf(userId: number, f: DayFigures, rules: UserRules): ReportDay {
  const d = packableDayOf(f, rules);
  return { user_id: userId, date: f.date, ...d, first_in: iso(d.first_in), last_out: iso(d.last_out) };
}

/** The figures of a day for the packed answer (report-days-codec.ts): the times as epoch milliseconds. */
export function packableDayOf(f: DayFigures, rules: UserRules): PackableReportDay {
  const ends = presentEnds(f.classified);
  return {
    holiday: f.facts.holiday,
    absence_type_id: f.facts.absenceTypeId,
    rest_day: f.facts.restDay,
    scheduled: scheduledView(f.facts),
    first_in: ends ? ends.first : null,
    last_out: ends ? ends.last : null,
    totals: totalsView(f.classified.totals),
    night_minutes: nightWorkMinutes(f.classified, rules),
    comment: f.comment,
  };
}

type DayHead = Pick<PresenceDayView, 'date' | 'holiday' | 'absence_type_id' | 'rest_day' | 'scheduled' | 'totals' | 'comment'>;

function reportFigures(userId: number, view: DayHead, classified: ClassifiedDay, rules: UserRules): ReportDay {
  const ends = presentEnds(classified);
  return {
    user_id: userId,
    date: view.date,
    holiday: view.holiday,
    absence_type_id: view.absence_type_id,
    rest_day: view.rest_day,
    scheduled: view.scheduled,
    first_in: ends ? iso(ends.first) : null,
    last_out: ends ? iso(ends.last) : null,
    totals: view.totals,
    night_minutes: nightWorkMinutes(classified, rules),
    comment: view.comment,
  };
}

/** The start of the day's first presence and the end of its last (epoch ms), private exits aside; null without presence. */
function presentEnds(classified: ClassifiedDay): { first: number; last: number } | null {
  let first = Infinity;
  let last = -Infinity;
  for (const s of classified.segments) {
    if (s.recordId === null || s.typeId === PRIVATE_EXIT) continue;
    first = Math.min(first, s.start.getTime());
    last = Math.max(last, s.end.getTime());
  }
  return first === Infinity ? null : { first, last };
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
