import type { PresenceKind } from '@presently/contracts';
import type { OverlapPlan, RuleRecord } from './types';

const OPEN = Number.POSITIVE_INFINITY;

interface Working {
  id: number;
  kind: PresenceKind;
  start: number;
  end: number; // OPEN when the record is open
  /** Set for the tail of a split: it is inserted, not updated. */
  splitFrom?: number;
}

/**
 * How to make a user's records free of overlaps after `incoming` was added or changed
 * (docs/presence-rules.md, "Overlaps"). `incoming` wins over the `existing` records:
 *
 * - an existing record fully inside incoming is removed;
 * - one overlapped at one end is trimmed (its end moves to incoming.start, or its start to incoming.end);
 * - one that holds incoming strictly inside is split: the head is updated to end at incoming.start and the
 *   tail [incoming.end, old end) is inserted with `splitFrom`;
 * - then incoming and a same-kind record touching it are merged: the earlier is extended, the later removed
 *   (a dropped tail is simply not inserted).
 *
 * Open records (end null) run to "now and on":
 * - an open existing record that starts before incoming ends at incoming.start if incoming is open, and
 *   is split around incoming when incoming is closed (the tail stays open);
 * - a NEW open incoming (a clock-in, or a late clock-in scan) yields to records that start after it: it is
 *   closed at the earliest such start (answered as an update of incoming.id);
 * - an open incoming that is the edit of the currently open record (same id, open before) stays open and
 *   wins over everything after its start.
 *
 * Changes to incoming itself are answered with its id: `update` (new times) or `remove` (merged into an
 * earlier record). When incoming is not stored yet, give it an id that no existing record has (e.g. 0).
 * Apply the plan in the order remove → update → insert, then store incoming.
 */
export function planOverlaps(existing: RuleRecord[], incoming: RuleRecord): OverlapPlan {
  const before = existing.find((r) => r.id === incoming.id) ?? null;
  const others: Working[] = existing
    .filter((r) => r.id !== incoming.id)
    .map((r) => ({ id: r.id, kind: r.kind, start: r.start.getTime(), end: r.end === null ? OPEN : r.end.getTime() }));

  const inc: Working = {
    id: incoming.id,
    kind: incoming.kind,
    start: incoming.start.getTime(),
    end: incoming.end === null ? OPEN : incoming.end.getTime(),
  };
  const wasCurrentOpen = before !== null && before.end === null;
  if (inc.end === OPEN && !wasCurrentOpen) {
    const later = others.filter((o) => o.start > inc.start).map((o) => o.start);
    if (later.length > 0) inc.end = Math.min(...later);
  }

  const removed = new Set<number>();
  const result: Working[] = [];
  for (const o of others) {
    if (o.end <= inc.start || o.start >= inc.end) {
      result.push(o);
    } else if (o.start >= inc.start && o.end <= inc.end) {
      removed.add(o.id);
    } else if (o.start < inc.start && o.end > inc.end) {
      result.push({ ...o, end: inc.start });
      result.push({ id: -1, kind: o.kind, start: inc.end, end: o.end, splitFrom: o.id });
    } else if (o.start < inc.start) {
      result.push({ ...o, end: inc.start });
    } else {
      result.push({ ...o, start: inc.end });
    }
  }

  // Merge incoming with same-kind neighbours that touch it.
  let incRemoved = false;
  const prev = result.find((w) => w.kind === inc.kind && w.end === inc.start);
  const next = inc.end === OPEN ? undefined : result.find((w) => w.kind === inc.kind && w.start === inc.end);
  if (next) {
    inc.end = next.end;
    dropWorking(result, next, removed);
  }
  if (prev) {
    prev.end = inc.end;
    incRemoved = true;
  }

  const plan: OverlapPlan = { update: [], remove: [...removed], insert: [] };
  if (incRemoved) plan.remove.push(inc.id);
  const original = new Map(existing.map((r) => [r.id, r]));
  for (const w of result) {
    const end = w.end === OPEN ? null : new Date(w.end);
    if (w.splitFrom !== undefined) {
      plan.insert.push({ kind: w.kind, start: new Date(w.start), end, splitFrom: w.splitFrom });
      continue;
    }
    const o = original.get(w.id) as RuleRecord;
    if (o.start.getTime() !== w.start || time(o.end) !== w.end) plan.update.push({ id: w.id, start: new Date(w.start), end });
  }
  if (!incRemoved && (inc.start !== incoming.start.getTime() || inc.end !== time(incoming.end))) {
    plan.update.push({ id: inc.id, start: new Date(inc.start), end: inc.end === OPEN ? null : new Date(inc.end) });
  }
  return plan;
}

function time(d: Date | null): number {
  return d === null ? OPEN : d.getTime();
}

function dropWorking(list: Working[], w: Working, removed: Set<number>): void {
  list.splice(list.indexOf(w), 1);
  if (w.splitFrom === undefined) removed.add(w.id);
}
