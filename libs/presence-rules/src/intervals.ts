/** Small helpers over half-open intervals [start, end) of epoch milliseconds. */

export const MINUTE_MS = 60_000;

export interface Interval {
  start: number;
  end: number;
}

/** Drops seconds and milliseconds: the rules count whole minutes. */
export function floorMinute(t: number): number {
  return Math.floor(t / MINUTE_MS) * MINUTE_MS;
}

export function minutesOf(i: Interval): number {
  return Math.round((i.end - i.start) / MINUTE_MS);
}

export function intersect(a: Interval, b: Interval): Interval | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return end > start ? { start, end } : null;
}

/** Sorted, non-overlapping union of intervals (touching ones are joined). */
export function union(list: Interval[]): Interval[] {
  const sorted = list.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** `from` minus every interval of `cut`. */
export function subtract(from: Interval, cut: Interval[]): Interval[] {
  const out: Interval[] = [];
  let cursor = from.start;
  for (const c of union(cut)) {
    if (c.end <= cursor) continue;
    if (c.start >= from.end) break;
    if (c.start > cursor) out.push({ start: cursor, end: Math.min(c.start, from.end) });
    cursor = Math.max(cursor, c.end);
    if (cursor >= from.end) break;
  }
  if (cursor < from.end) out.push({ start: cursor, end: from.end });
  return out;
}

/** Splits an interval at the given cut points (those strictly inside it). */
export function splitAt(i: Interval, points: number[]): Interval[] {
  const inside = [...new Set(points.filter((p) => p > i.start && p < i.end))].sort((a, b) => a - b);
  const out: Interval[] = [];
  let cursor = i.start;
  for (const p of inside) {
    out.push({ start: cursor, end: p });
    cursor = p;
  }
  out.push({ start: cursor, end: i.end });
  return out;
}
