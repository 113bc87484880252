import type { BoardKind, PresenceKind } from '@presently/contracts';

/** A change as the live stream sends it (event `presence`). */
export interface LiveChange {
  user_id: number;
  team_id: number | null;
  department_id: number | null;
  kind: PresenceKind | null;
  since: string | null;
  at: string;
  source: 'web' | 'device' | 'edit';
}

/** A row of a live list: someone, the kind now on and since when. */
export interface LiveRow {
  user_id: number;
  kind: PresenceKind | null;
  since: string | null;
}

/** Reads the data of a `presence` event; null for anything that is not a change. */
export function parseChange(data: string): LiveChange | null {
  try {
    const value = JSON.parse(data) as Partial<LiveChange>;
    if (typeof value.user_id !== 'number' || typeof value.at !== 'string') return null;
    return value as LiveChange;
  } catch {
    return null;
  }
}

/**
 * Applies a change to the rows in place (an Immer draft or a plain array): the person's kind and
 * since. Answers false when the person is not in the list (someone new to the scope: reload it).
 */
export function applyChange<R extends LiveRow>(rows: R[], change: LiveChange): boolean {
  const row = rows.find((r) => r.user_id === change.user_id);
  if (!row) return false;
  row.kind = change.kind;
  row.since = change.since;
  return true;
}

/** The "in now" counts: each kind on, and off for everyone else. */
export function countKinds(rows: ReadonlyArray<Pick<LiveRow, 'kind'>>): Record<BoardKind, number> {
  const counts: Record<BoardKind, number> = { work: 0, break: 0, private_exit: 0, field_work: 0, off: 0 };
  for (const r of rows) counts[r.kind ?? 'off'] += 1;
  return counts;
}

/** The wait before the next reconnection attempt: 1 s, 2 s, 4 s … at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
