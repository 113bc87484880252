import {
  type CompanySettings,
  PRESENCE_TYPES,
  type PresenceDayView,
  type PresenceWeekView,
  type WeekRef,
  type PresenceRecordView,
  type PresenceSegmentView,
  type PresenceTotals,
} from '@presently/contracts';
import {
  type ClassifiedDay,
  classifyDay,
  type DayFacts,
  dayBounds,
  localDate,
  recordTypeId,
  roundRecords,
  type RoundedTimes,
  type RuleRecord,
  type Segment,
  sumTotals,
  type Totals,
  type UserRules,
} from '@presently/presence-rules';
import type { RecordSpan, StoredRecord } from './stored-record';

/** What the views know of a day beyond the records (a FactsBook answers it). */
export type FactsOf = (userId: number, date: string) => DayFacts;

const ORDER = new Map(PRESENCE_TYPES.map((t) => [t.id, t.order]));
const MINUTE_MS = 60_000;

export const toRuleRecord = (r: Pick<StoredRecord, 'id' | 'kind' | 'startedAt' | 'endedAt'>): RuleRecord => ({
  id: r.id,
  kind: r.kind,
  start: r.startedAt,
  end: r.endedAt,
});

export function totalsView(t: Totals): PresenceTotals {
  return {
    by_type: [...t.byType.entries()]
      .filter(([, minutes]) => minutes !== 0)
      .sort(([a], [b]) => (ORDER.get(a) ?? a) - (ORDER.get(b) ?? b))
      .map(([presence_type_id, minutes]) => ({ presence_type_id, minutes })),
    worked_minutes: t.workedMinutes,
    paid_break_minutes: t.paidBreakMinutes,
    overtime_minutes: t.overtimeMinutes,
    scheduled_minutes: t.scheduledMinutes,
    unauthorized_absence_minutes: t.unauthorizedAbsenceMinutes,
  };
}

export const segmentView = (s: Segment): PresenceSegmentView => ({
  presence_type_id: s.typeId,
  start: s.start.toISOString(),
  end: s.end.toISOString(),
  minutes: s.minutes,
  record_id: s.recordId,
});

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function recordView(r: StoredRecord, typeId: number, rounded: RoundedTimes, now: Date, updatedByName: string | null): PresenceRecordView {
  const end = rounded.end ?? (r.endedAt === null ? now : null);
  const minutes = end ? Math.max(0, Math.floor((end.getTime() - rounded.start.getTime()) / MINUTE_MS)) : 0;
  return {
    id: r.id,
    user_id: r.userId,
    kind: r.kind,
    presence_type_id: typeId,
    start: r.startedAt.toISOString(),
    end: iso(r.endedAt),
    rounded_start: rounded.start.toISOString(),
    rounded_end: iso(rounded.end),
    duration_minutes: minutes,
    source: r.source,
    device_id: r.deviceId,
    has_image: r.hasImage,
    reason: r.reason,
    updated_by: r.updatedBy,
    updated_by_name: updatedByName,
    updated_at: iso(r.updatedAt),
    previous_start: iso(r.previousStart),
    previous_end: iso(r.previousEnd),
    registered_start: iso(r.registeredStart),
    registered_end: iso(r.registeredEnd),
  };
}

/**
 * Views of records (of any users and days): each typed by its start (recordTypeId with the facts and
 * rules of its local start day in the company's zone) and rounded together with the other given
 * records of the same user and start day (a clock-in → break → clock-out chain rounds at its ends only).
 */
export function recordViews(
  records: StoredRecord[],
  timezone: string,
  rulesOn: (userId: number, date: string) => UserRules,
  factsOf: FactsOf,
  now: Date,
  names: Map<number, string>,
): PresenceRecordView[] {
  const groups = new Map<string, StoredRecord[]>();
  for (const r of records) {
    const key = `${r.userId}|${localDate(r.startedAt, timezone)}`;
    const list = groups.get(key) ?? [];
    list.push(r);
    groups.set(key, list);
  }
  const rounded = new Map<number, RoundedTimes>();
  const types = new Map<number, number>();
  for (const [key, list] of groups) {
    const [userPart, date] = key.split('|');
    const userId = Number(userPart);
    const rules = rulesOn(userId, date);
    const facts = factsOf(userId, date);
    for (const [id, times] of roundRecords(list.map(toRuleRecord), rules, facts.schedule)) rounded.set(id, times);
    for (const r of list) types.set(r.id, recordTypeId(r.kind, r.startedAt, rules, facts));
  }
  return records.map((r) =>
    recordView(r, types.get(r.id) as number, rounded.get(r.id) ?? { start: r.startedAt, end: r.endedAt }, now, r.updatedBy ? (names.get(r.updatedBy) ?? null) : null),
  );
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. Without Luxon: a report asks it for every employee-day (Luxon's parse was a tenth of presence's CPU in the 10k export). */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The records that share time with the local day (open ones run until now). */
export function recordsOfDay<R extends RecordSpan>(records: R[], date: string, timezone: string, now: Date): R[] {
  const { start, end } = dayBounds(date, timezone);
  // In milliseconds: comparing Dates converts both on every comparison (a report runs this for each employee-day).
  const from = start.getTime();
  const to = end.getTime();
  const nowMs = now.getTime();
  return records.filter((r) => r.startedAt.getTime() < to && (r.endedAt === null ? nowMs : r.endedAt.getTime()) > from);
}

export interface DayInput {
  userId: number;
  date: string;
  /** The user's records around the day (other days' records are cut away by the rules). */
  records: StoredRecord[];
  rules: UserRules;
  facts: DayFacts;
  factsOf: FactsOf;
  comment: string | null;
  now: Date;
  names: Map<number, string>;
  /** Rounded by the company's margins (every screen), or raw as clocked (the non-rounded report). */
  mode?: 'rounded' | 'raw';
}

/** What a day's figures need: the records' spans only, no names and no other days' facts. */
export type FiguresInput = Omit<DayInput, 'records' | 'factsOf' | 'names'> & { records: RecordSpan[] };

/** A day's classification with its facts and comment: everything a report's day is made of, and no view. */
export interface DayFigures {
  date: string;
  facts: DayFacts;
  comment: string | null;
  classified: ClassifiedDay;
}

/** The view of a day's scheduled spans. */
export const scheduledView = (facts: DayFacts): PresenceDayView['scheduled'] =>
  facts.schedule.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString(), shift_name: s.shiftName }));

/** One user's day: records, classified segments and totals, facts and the comment. */
export function dayView(d: DayInput): { view: PresenceDayView; totals: Totals; classified: ClassifiedDay } {
  const ofDay = recordsOfDay(d.records, d.date, d.rules.timezone, d.now);
  const classified = classifyDay(d.date, ofDay.map(toRuleRecord), d.rules, d.facts, d.now, d.mode ?? 'rounded');
  return {
    classified,
    totals: classified.totals,
    view: {
      date: d.date,
      weekday: weekdayOf(d.date),
      holiday: d.facts.holiday,
      absence_type_id: d.facts.absenceTypeId,
      rest_day: d.facts.restDay,
      scheduled: scheduledView(d.facts),
      records: recordViews(ofDay, d.rules.timezone, () => d.rules, d.factsOf, d.now, d.names),
      segments: classified.segments.map(segmentView),
      totals: totalsView(classified.totals),
      comment: d.comment,
    },
  };
}

/**
 * One user's day as figures only: the same classification as dayView, from the records' spans, with
 * no view at all (a report's days, built for every employee-day of a report, read the totals and the
 * classified segments themselves: no record, segment or day view is made for them).
 */
export function dayFigures(d: FiguresInput): DayFigures {
  const ofDay = recordsOfDay(d.records, d.date, d.rules.timezone, d.now);
  return { date: d.date, facts: d.facts, comment: d.comment, classified: classifyDay(d.date, ofDay.map(toRuleRecord), d.rules, d.facts, d.now, d.mode ?? 'rounded') };
}

/** A week of one user: its days, their sum, and the company's weekend flags. */
export function weekView(ref: WeekRef, days: Array<{ view: PresenceDayView; totals: Totals }>, settings: Pick<CompanySettings, 'show_saturday' | 'show_sunday'>): PresenceWeekView {
  return {
    ...ref,
    days: days.map((d) => d.view),
    totals: totalsView(sumTotals(days.map((d) => d.totals))),
    show_saturday: settings.show_saturday,
    show_sunday: settings.show_sunday,
  };
}
