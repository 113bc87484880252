import { AnswerCache } from './answer-cache';

/** A question to another service that the test answers when it likes. */
function peer() {
  const asked: Array<(value: string) => void> = [];
  const failures: Array<(err: Error) => void> = [];
  const ask = () =>
    new Promise<string>((resolve, reject) => {
      asked.push(resolve);
      failures.push(reject);
    });
  return { ask, asked, answer: (i: number, v: string) => asked[i](v), fail: (i: number) => failures[i](new Error('no answer')) };
}

const flush = () => new Promise((r) => setImmediate(r));

describe('AnswerCache', () => {
  let clock = 0;
  const cache = () => new AnswerCache<string>({ freshMs: 30_000, staleMs: 60_000, max: 3, now: () => clock });

  beforeEach(() => {
    clock = 1_000_000;
  });

  /** A cache that holds 'v1' for 'k' (the peer's first question), then `ms` later. */
  async function keptThenAged(ms: number) {
    const c = cache();
    const p = peer();
    const first = c.get('k', p.ask, true);
    p.answer(0, 'v1');
    await first;
    clock += ms;
    return { c, p };
  }

  it('asks once for callers of the same key at once, and answers from memory while fresh', async () => {
    const c = cache();
    const p = peer();
    const first = c.get('company 1', p.ask, true);
    const second = c.get('company 1', p.ask, true);
    expect(p.asked).toHaveLength(1);
    p.answer(0, 'holidays v1');
    await expect(Promise.all([first, second])).resolves.toEqual(['holidays v1', 'holidays v1']);
    clock += 29_000;
    await expect(c.get('company 1', p.ask, true)).resolves.toBe('holidays v1');
    expect(p.asked).toHaveLength(1);
  });

  it('past fresh, gives a lenient caller the kept answer at once and refreshes it once in the background', async () => {
    const { c, p } = await keptThenAged(45_000);
    // Two clock-ins after expiry: neither waits, one question goes out.
    await expect(c.get('k', p.ask, true)).resolves.toBe('v1');
    await expect(c.get('k', p.ask, true)).resolves.toBe('v1');
    expect(p.asked).toHaveLength(2);
    p.answer(1, 'v2');
    await flush();
    await expect(c.get('k', p.ask, true)).resolves.toBe('v2');
  });

  it('makes a strict caller wait for a fresh answer past fresh, without sharing a lenient question', async () => {
    const { c, p } = await keptThenAged(45_000);
    await c.get('k', p.ask, true); // starts the lenient refresh (question 1)
    let strictAnswer: string | undefined;
    const strict = c.get('k', p.ask, false).then((v) => (strictAnswer = v));
    expect(p.asked).toHaveLength(3); // its own question
    await flush();
    expect(strictAnswer).toBeUndefined();
    p.answer(2, 'v2');
    await strict;
    expect(strictAnswer).toBe('v2');
  });

  it('makes every caller wait once the kept answer is older than staleMs', async () => {
    const { c, p } = await keptThenAged(61_000);
    let got: string | undefined;
    const late = c.get('k', p.ask, true).then((v) => (got = v));
    await flush();
    expect(got).toBeUndefined();
    p.answer(1, 'v2');
    await late;
    expect(got).toBe('v2');
  });

  it('keeps the kept answer when a background refresh fails', async () => {
    const { c, p } = await keptThenAged(45_000);
    await expect(c.get('k', p.ask, true)).resolves.toBe('v1');
    p.fail(1);
    await flush();
    expect(c.peek('k')).toBe('v1');
    // The next lenient caller still gets it and asks again.
    await expect(c.get('k', p.ask, true)).resolves.toBe('v1');
    expect(p.asked).toHaveLength(3);
  });

  it('remembers a failed question for freshMs, and forgets it once answered', async () => {
    const c = cache();
    const p = peer();
    const first = c.get('k', p.ask, true);
    p.fail(0);
    await expect(first).rejects.toThrow('no answer');
    expect(c.failedRecently('k')).toBe(true);
    clock += 31_000;
    expect(c.failedRecently('k')).toBe(false);
    const second = c.get('k', p.ask, true);
    p.answer(1, 'v1');
    await expect(second).resolves.toBe('v1');
    expect(c.failedRecently('k')).toBe(false);
  });

  it('keeps at most max keys, dropping the one kept longest', async () => {
    const c = cache();
    for (const key of ['a', 'b', 'c', 'd']) await c.get(key, async () => key.toUpperCase(), true);
    expect(['a', 'b', 'c', 'd'].map((k) => c.peek(k))).toEqual([undefined, 'B', 'C', 'D']);
  });
});
