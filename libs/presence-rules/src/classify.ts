import type { PresenceKind } from '@presently/contracts';
import { floorMinute, intersect, type Interval, MINUTE_MS, minutesOf, splitAt, subtract, union } from './intervals';
import { memo } from './memo';
import { roundRecords } from './rounding';
import { dayBounds, localDate, previousDate, shiftSpan } from './time';
import { totalsOf } from './totals';
import {
  type DayContext,
  OVERTIME_ELIGIBLE_TYPES,
  PAID_BREAK_TYPES,
  REST_DAY_ABSENCE_TYPE,
  TYPE,
  typeFor,
  UNPAID_ABSENCE_TYPES,
} from './type-ids';
import type { ClassifiedDay, DayFacts, RuleRecord, Segment, UserRules } from './types';

export { emptyTotals, sumTotals } from './totals';

/**
 * Which circumstance types a day's presence, by priority: holiday > approved absence > rest day.
 * Absence type 11 (Rest day) counts as a rest day.
 */
export function dayContext(facts: DayFacts): DayContext {
  if (facts.holiday !== null && facts.holiday !== undefined) return 'holiday';
  if (facts.absenceTypeId !== null && facts.absenceTypeId !== undefined && facts.absenceTypeId !== REST_DAY_ABSENCE_TYPE) {
    return 'absence';
  }
  if (facts.restDay || facts.absenceTypeId === REST_DAY_ABSENCE_TYPE) return 'rest_day';
  return 'normal';
}

/** The company's night-work windows that overlap a local date (the one starting the evening before too). */
export function nightWindows(date: string, rules: UserRules): Interval[] {
  if (!rules.nightWork) return [];
  // Asked for every segment of every day: kept per date and window (a copy, so no caller changes the kept one).
  return nightWindowsOf(date, rules.timezone, rules.nightWork.start, rules.nightWork.end).map((w) => ({ ...w }));
}

const nightWindowsOf = memo((date, tz, start, end) => {
  const b = dayBounds(date, tz);
  const day = { start: b.start.getTime(), end: b.end.getTime() };
  const out: Interval[] = [];
  for (const d of [previousDate(date), date]) {
    const w = shiftSpan(d, start, end, tz);
    const part = intersect({ start: w.start.getTime(), end: w.end.getTime() }, day);
    if (part) out.push(part);
  }
  return union(out);
});

/**
 * The presence_type_id of a record of `kind` at instant `at`, given the facts of the local day of `at`:
 * private exit → 3; otherwise holiday → 7/10/12, approved absence → 8/11/13, rest day → 14/16/15,
 * in the night-work window → 17/19/18, else 1/2/5 (work/break/field work).
 */
export function recordTypeId(kind: PresenceKind, at: Date, rules: UserRules, facts: DayFacts): number {
  const ctx = dayContext(facts);
  const t = at.getTime();
  const night = ctx === 'normal' && nightWindows(localDate(at, rules.timezone), rules).some((w) => w.start <= t && t < w.end);
  return typeFor(kind, ctx, night);
}

/**
 * Classifies one local day of one user into segments of presence types and totals
 * (docs/presence-rules.md, "Classifying a day"). `records` may hold records of other days: only the part of
 * each record inside the day counts. Open records count until `now`. `facts.schedule` holds every scheduled
 * span that overlaps the day (a night shift from the evening before too).
 */
export function classifyDay(
  date: string,
  records: RuleRecord[],
  rules: UserRules,
  facts: DayFacts,
  now: Date,
  mode: 'rounded' | 'raw' = 'rounded',
): ClassifiedDay {
  const b = dayBounds(date, rules.timezone);
  const day: Interval = { start: b.start.getTime(), end: b.end.getTime() };
  const nowMs = floorMinute(now.getTime());
  const ctx = dayContext(facts);

  // 1. Effective times: whole minutes, rounded or raw; an open record runs until now.
  const rounded =
    mode === 'rounded'
      ? roundRecords(records, rules, facts.schedule)
      : new Map(
          records.map((r) => [
            r.id,
            { start: new Date(floorMinute(r.start.getTime())), end: r.end === null ? null : new Date(floorMinute(r.end.getTime())) },
          ]),
        );

  // 2. Pieces inside the day, typed by the day's context and the night window (per minute).
  const nights = ctx === 'normal' ? nightWindows(date, rules) : [];
  const cuts = nights.flatMap((w) => [w.start, w.end]);
  const sorted = [...records].sort((a, c) => a.start.getTime() - c.start.getTime() || a.id - c.id);
  let segments: Segment[] = [];
  const covered: Interval[] = [];
  let cursor = Number.NEGATIVE_INFINITY;
  for (const r of sorted) {
    const t = rounded.get(r.id);
    if (!t) continue;
    const start = Math.max(t.start.getTime(), cursor);
    const end = t.end === null ? nowMs : t.end.getTime();
    if (end <= start) continue;
    cursor = end; // a later record never counts the same minute twice
    const inDay = intersect({ start, end }, day);
    if (!inDay) continue;
    if (r.kind !== 'private_exit') covered.push(inDay);
    for (const part of splitAt(inDay, cuts)) {
      const mid = (part.start + part.end) / 2;
      const night = nights.some((w) => w.start <= mid && mid < w.end);
      segments.push(segment(typeFor(r.kind, ctx, night), part, r.id));
    }
  }

  // 3. Paid breaks beyond the allowance (cumulative, in time order) → 20 Exceeded Break.
  segments = exceedBreaks(segments, Math.max(0, rules.maxPaidBreakMinutes));

  // 4. Work beyond the day's working minutes (the latest minutes) → 21 Overtime work.
  if (ctx === 'normal' && !rules.disableOvertime) segments = overtime(segments, Math.max(0, rules.workingMinutesPerDay));

  // 5. Scheduled time of the day, and its part before now not covered by presence → 6 Unauthorized Absence.
  const scheduled = union(facts.schedule.map((s) => intersect({ start: s.start.getTime(), end: s.end.getTime() }, day)).filter(isInterval));
  const scheduledMinutes = scheduled.reduce((sum, i) => sum + minutesOf(i), 0);
  if (ctx === 'normal') {
    for (const span of scheduled) {
      const past = intersect(span, { start: span.start, end: nowMs });
      if (!past) continue;
      for (const gap of subtract(past, covered)) segments.push(segment(TYPE.unauthorizedAbsence, gap, null));
    }
  }

  // 6. The day marker: 9 Holiday, 4 Absence / 22 Unpaid Absence, 23 Rest Day.
  const marker = markerType(ctx, facts);
  if (marker !== null) {
    const credited = scheduledMinutes > 0 ? scheduledMinutes : Math.max(0, rules.workingMinutesPerDay);
    segments.push({ typeId: marker, start: new Date(day.start), end: new Date(day.end), minutes: credited, recordId: null });
  }

  segments.sort((a, c) => a.start.getTime() - c.start.getTime() || a.typeId - c.typeId);
  return { date, segments, totals: totalsOf(segments, scheduledMinutes) };
}

function markerType(ctx: DayContext, facts: DayFacts): number | null {
  switch (ctx) {
    case 'holiday':
      return TYPE.holiday;
    case 'absence':
      return UNPAID_ABSENCE_TYPES.has(facts.absenceTypeId as number) ? TYPE.unpaidAbsence : TYPE.absence;
    case 'rest_day':
      return TYPE.restDay;
    default:
      return null;
  }
}

function segment(typeId: number, i: Interval, recordId: number | null): Segment {
  return { typeId, start: new Date(i.start), end: new Date(i.end), minutes: minutesOf(i), recordId };
}

function isInterval(i: Interval | null): i is Interval {
  return i !== null;
}

/** Splits a segment at `minutes` from its start: [head, tail]. */
function cut(s: Segment, minutes: number): [Segment, Segment] {
  const at = s.start.getTime() + minutes * MINUTE_MS;
  return [
    segment(s.typeId, { start: s.start.getTime(), end: at }, s.recordId),
    segment(s.typeId, { start: at, end: s.end.getTime() }, s.recordId),
  ];
}

function exceedBreaks(segments: Segment[], allowance: number): Segment[] {
  const out: Segment[] = [];
  let used = 0;
  for (const s of segments) {
    if (!PAID_BREAK_TYPES.has(s.typeId)) {
      out.push(s);
      continue;
    }
    const left = Math.max(0, allowance - used);
    if (s.minutes <= left) {
      out.push(s);
    } else if (left === 0) {
      out.push({ ...s, typeId: TYPE.exceededBreak });
    } else {
      const [paid, excess] = cut(s, left);
      out.push(paid, { ...excess, typeId: TYPE.exceededBreak });
    }
    used += Math.min(s.minutes, left);
  }
  return out;
}

function overtime(segments: Segment[], limit: number): Segment[] {
  const worked = segments.filter((s) => OVERTIME_ELIGIBLE_TYPES.has(s.typeId)).reduce((sum, s) => sum + s.minutes, 0);
  let excess = worked - limit;
  if (excess <= 0) return segments;
  const out = [...segments];
  for (let i = out.length - 1; i >= 0 && excess > 0; i--) {
    const s = out[i];
    if (!OVERTIME_ELIGIBLE_TYPES.has(s.typeId)) continue;
    if (s.minutes <= excess) {
      out[i] = { ...s, typeId: TYPE.overtimeWork };
      excess -= s.minutes;
    } else {
      const [regular, over] = cut(s, s.minutes - excess);
      out.splice(i, 1, regular, { ...over, typeId: TYPE.overtimeWork });
      excess = 0;
    }
  }
  return out;
}
