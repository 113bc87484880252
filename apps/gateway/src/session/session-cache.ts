import type { SessionRecord } from '@presently/contracts';

interface Entry {
  record: SessionRecord;
  at: number;
  /** When the session's key expires in Redis (its remaining life when read): never answered after. */
  expiresAt: number;
}

/**
 * The live sessions this gateway has read recently, kept only while Redis tells it of every change
 * (session-tracking.ts). A read that started before an invalidation arrived is not kept: its answer
 * may predate the change (the invalidation and the GET's reply come over different connections).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;

  constructor(
    private readonly maxEntries: number,
    /** A bound on staleness should an invalidation ever be missed: re-read after this long. */
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(sid: string): SessionRecord | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.at > this.maxAgeMs || now >= entry.expiresAt) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry.record;
  }

  /** Taken before a read; `put` keeps the read's answer only if nothing was invalidated since. */
  ticket(): number {
    return this.epoch;
  }

  /**
   * `ttlMs`: the key's remaining life as Redis gave it with the read. Redis reports an expiry only when
   * it evicts the key, which for a key nobody reads may come seconds late: the entry ends on time.
   */
  put(sid: string, record: SessionRecord, ticket: number, ttlMs = Number.POSITIVE_INFINITY): void {
    if (ticket !== this.epoch || ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(sid)) {
      // The oldest insertion goes first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const at = this.now();
    this.entries.set(sid, { record, at, expiresAt: at + ttlMs });
  }

  invalidate(sids: readonly string[]): void {
    this.epoch += 1;
    for (const sid of sids) this.entries.delete(sid);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
