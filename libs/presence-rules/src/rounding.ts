import { floorMinute, MINUTE_MS } from './intervals';
import { zoneOffsetMs } from './time';
import type { RoundedTimes, RuleRecord, ScheduledSpan, UserRules } from './types';

/**
 * Rounding of clocked times by the company's margins (docs/presence-rules.md, "Rounding").
 * Rounding only produces the "rounded" figures; the stored raw times are never changed.
 *
 * Seconds are dropped first. Then, when the record overlaps the user's schedule:
 * - start: at or before the (effective) scheduled start + startRoundingMinutes → the effective scheduled start;
 * - end: within endRoundingMinutes before the (effective) scheduled end → the effective scheduled end;
 * - flexibleRegularHours: the effective scheduled start is the actual start clamped to
 *   scheduled start ± flexibleHoursMarginMinutes, and the effective end moves by the same amount.
 * Without an overlapping schedule span: start rounded up, end rounded down to multiples of the
 * start / end margin (local wall clock; 0 = whole minutes only). The end never goes before the start.
 */
export function roundRecord(rec: { start: Date; end: Date | null }, rules: UserRules, schedule: ScheduledSpan[]): RoundedTimes {
  const s = floorMinute(rec.start.getTime());
  const e = rec.end === null ? null : floorMinute(rec.end.getTime());
  const overlapping = schedule
    .filter((sp) => sp.end.getTime() > s && (e === null || sp.start.getTime() < e))
    .sort((a, b) => a.start.getTime() - b.start.getTime());

  let rs: number;
  let re: number | null;
  if (overlapping.length === 0) {
    rs = roundToMultiple(s, rules.startRoundingMinutes, rules.timezone, 'up');
    re = e === null ? null : roundToMultiple(e, rules.endRoundingMinutes, rules.timezone, 'down');
  } else {
    const first = overlapping[0];
    const last = overlapping[overlapping.length - 1];
    const scheduledStart = first.start.getTime();
    let effectiveStart = scheduledStart;
    if (rules.flexibleRegularHours) {
      const flex = Math.max(0, rules.flexibleHoursMarginMinutes) * MINUTE_MS;
      effectiveStart = Math.min(Math.max(s, scheduledStart - flex), scheduledStart + flex);
    }
    const shift = effectiveStart - scheduledStart;
    const effectiveEnd = last.end.getTime() + shift;
    rs = s <= effectiveStart + Math.max(0, rules.startRoundingMinutes) * MINUTE_MS ? effectiveStart : s;
    re = e;
    if (e !== null && e < effectiveEnd && e >= effectiveEnd - Math.max(0, rules.endRoundingMinutes) * MINUTE_MS) {
      re = effectiveEnd;
    }
  }
  if (re !== null && re < rs) re = rs;
  return { start: new Date(rs), end: re === null ? null : new Date(re) };
}

/**
 * Rounds the records of a day together: records that follow each other without a gap (work → break →
 * work) form a chain, and only the chain's first start (the clock-in) and last end (the clock-out) are
 * rounded with {@link roundRecord}; the inner boundaries stay raw and are clamped into the rounded
 * chain. An open chain keeps its end open. Answers the rounded times per record id.
 */
export function roundRecords(records: RuleRecord[], rules: UserRules, schedule: ScheduledSpan[]): Map<number, RoundedTimes> {
  const out = new Map<number, RoundedTimes>();
  const sorted = [...records].sort((a, b) => a.start.getTime() - b.start.getTime() || a.id - b.id);
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (
      j + 1 < sorted.length &&
      sorted[j].end !== null &&
      floorMinute(sorted[j + 1].start.getTime()) <= floorMinute((sorted[j].end as Date).getTime())
    ) {
      j++;
    }
    const chain = sorted.slice(i, j + 1);
    const rounded = roundRecord({ start: chain[0].start, end: chain[chain.length - 1].end }, rules, schedule);
    const lo = rounded.start.getTime();
    const hi = rounded.end === null ? Number.POSITIVE_INFINITY : rounded.end.getTime();
    chain.forEach((r, k) => {
      const rawStart = floorMinute(r.start.getTime());
      const rawEnd = r.end === null ? null : floorMinute(r.end.getTime());
      const start = k === 0 ? lo : clamp(rawStart, lo, hi);
      let end: number | null;
      if (k === chain.length - 1) end = rounded.end === null ? null : hi;
      else end = clamp(rawEnd as number, lo, hi);
      if (end !== null && end < start) end = start;
      out.set(r.id, { start: new Date(start), end: end === null ? null : new Date(end) });
    });
    i = j + 1;
  }
  return out;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(Math.max(v, lo), hi);
}

/** Rounds an instant to a multiple of `minutes` of the local wall clock in the zone. */
function roundToMultiple(t: number, minutes: number, tz: string, dir: 'up' | 'down'): number {
  if (!minutes || minutes <= 0) return t;
  const step = minutes * MINUTE_MS;
  const offset = zoneOffsetMs(tz, t);
  const local = t + offset;
  const rounded = dir === 'up' ? Math.ceil(local / step) * step : Math.floor(local / step) * step;
  return rounded - offset;
}
