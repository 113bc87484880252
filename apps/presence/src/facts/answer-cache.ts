import { outsideRequest } from '@presently/logger';

export interface AnswerCacheOptions {
  /** Answered from memory without asking again. */
  freshMs: number;
  /** Past fresh, up to this age, a caller that accepts it gets the kept answer while one refresh runs. */
  staleMs: number;
  /** Keys kept; the oldest kept goes first. */
  max: number;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Another service's answers, kept per process by key:
 * - younger than `freshMs`: answered from memory;
 * - up to `staleMs`, to a caller that accepts it (the clocking answer's presence type): the kept answer
 *   at once, and one refresh in the background, outside the request (its deadline is not the refresh's);
 * - older, never asked, or a caller that wants it fresh: the caller waits for the answer.
 * Callers asking for the same key at once share one question (lenient and strict callers apart: a strict
 * caller never inherits a lenient question's short timeout). A failed question keeps what was kept and
 * is remembered for `freshMs` (`failedRecently`), so that a peer that does not answer is not asked
 * again by every clock-in.
 *
 * Why: with expiry alone, every clock-in that met an expired entry waited for org or absence, and at the
 * bench's 200 clock-ins a second the second after an expiry held ~120 requests over 50 ms.
 */
export class AnswerCache<T> {
  private readonly kept = new Map<string, { at: number; value: T }>();
  private readonly asking = new Map<string, Promise<T>>();
  /** When a key's last question failed (cleared by an answer). */
  private readonly failedAt = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly opts: AnswerCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  async get(key: string, ask: () => Promise<T>, acceptStale: boolean): Promise<T> {
    const held = this.kept.get(key);
    const age = held ? this.now() - held.at : Infinity;
    if (held && age <= this.opts.freshMs) return held.value;
    if (held && acceptStale && age <= this.opts.staleMs) {
      outsideRequest(() => void this.ask(key, ask, acceptStale).catch(() => undefined));
      return held.value;
    }
    return this.ask(key, ask, acceptStale);
  }

  /** Whether the key's last question, less than `freshMs` ago, failed. */
  failedRecently(key: string): boolean {
    const at = this.failedAt.get(key);
    return at !== undefined && this.now() - at <= this.opts.freshMs;
  }

  /** What is kept for the key, however old (a lenient caller's fallback when asking failed). */
  peek(key: string): T | undefined {
    return this.kept.get(key)?.value;
  }

  private ask(key: string, ask: () => Promise<T>, lenient: boolean): Promise<T> {
    const asking = `${lenient ? 'lenient' : 'strict'}|${key}`;
    let pending = this.asking.get(asking);
    if (!pending) {
      pending = ask()
        .then(
          (value) => {
            this.failedAt.delete(key);
            this.keep(key, value);
            return value;
          },
          (err: unknown) => {
            this.failedAt.delete(key); // re-inserted last, like the kept answers
            if (this.failedAt.size >= this.opts.max) this.failedAt.delete(this.failedAt.keys().next().value as string);
            this.failedAt.set(key, this.now());
            throw err;
          },
        )
        .finally(() => this.asking.delete(asking));
      this.asking.set(asking, pending);
    }
    return pending;
  }

  private keep(key: string, value: T): void {
    this.kept.delete(key); // re-inserted last: the Map's order is the age order
    if (this.kept.size >= this.opts.max) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, { at: this.now(), value });
  }
}
