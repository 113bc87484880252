import type { SessionRecord } from '@presently/contracts';
import { SessionCache } from './session-cache';

const session = (uid: number, rid = 5) => ({ sid: `s${uid}`, uid, cid: 1, rid, lang: 'en' }) as unknown as SessionRecord;

describe('the gateway\'s cache of live sessions', () => {
  let clock = 0;
  const cache = () => new SessionCache(3, 60_000, () => clock);
  beforeEach(() => (clock = 0));

  it('answers a session read before until it is invalidated', () => {
    const c = cache();
    c.put('a', session(1), c.ticket());
    expect(c.get('a')).toEqual(session(1));
    c.invalidate(['a']);
    expect(c.get('a')).toBeUndefined();
  });

  it('does not keep a read that an invalidation overtook (a logout while the session was being read)', () => {
    const c = cache();
    const ticket = c.ticket();
    c.invalidate(['a']); // arrives before the GET's reply
    c.put('a', session(1), ticket);
    expect(c.get('a')).toBeUndefined();
    // A read started afterwards is kept.
    c.put('a', session(1, 3), c.ticket());
    expect(c.get('a')).toEqual(session(1, 3));
  });

  it('forgets everything when Redis can no longer tell it of changes', () => {
    const c = cache();
    const ticket = c.ticket();
    c.put('a', session(1), ticket);
    c.clear();
    expect(c.get('a')).toBeUndefined();
    c.put('b', session(2), ticket);
    expect(c.get('b')).toBeUndefined();
  });

  it('re-reads an entry after its maximum age and keeps at most its size, the oldest going first', () => {
    const c = cache();
    c.put('a', session(1), c.ticket());
    clock = 60_001;
    expect(c.get('a')).toBeUndefined();
    for (const uid of [1, 2, 3, 4]) c.put(`s${uid}`, session(uid), c.ticket());
    expect(c.size).toBe(3);
    expect(c.get('s1')).toBeUndefined();
    expect(c.get('s4')).toEqual(session(4));
  });

  it('never answers a session after its key\'s time in Redis is up, even before Redis reports the expiry', () => {
    const c = cache();
    c.put('a', session(1), c.ticket(), 5_000);
    clock = 4_999;
    expect(c.get('a')).toEqual(session(1));
    clock = 5_000;
    expect(c.get('a')).toBeUndefined();
    c.put('gone', session(2), c.ticket(), -2); // Redis: no such key any more
    expect(c.get('gone')).toBeUndefined();
  });
});
