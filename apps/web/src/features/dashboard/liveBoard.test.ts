import { applyChange, countKinds, parseChange, reconnectDelay, type LiveChange } from './liveBoard';

const change = (over: Partial<LiveChange> = {}): LiveChange => ({
  user_id: 2,
  team_id: 1,
  department_id: 1,
  kind: 'work',
  since: '2026-11-24T08:00:00.000Z',
  at: '2026-11-24T08:00:00.000Z',
  source: 'web',
  ...over,
});

describe('the live board', () => {
  it('puts a clock-in on the person’s row, and a clock-out takes it off', () => {
    const rows = [
      { user_id: 1, kind: null, since: null },
      { user_id: 2, kind: null, since: null },
    ];
    expect(applyChange(rows, change())).toBe(true);
    expect(rows[1]).toEqual({ user_id: 2, kind: 'work', since: '2026-11-24T08:00:00.000Z' });
    expect(countKinds(rows)).toEqual({ work: 1, break: 0, private_exit: 0, field_work: 0, off: 1 });
    applyChange(rows, change({ kind: null, since: null }));
    expect(countKinds(rows).off).toBe(2);
  });

  it('tells when the person is not on the board (someone new to the scope: reload)', () => {
    const rows = [{ user_id: 1, kind: null, since: null }];
    expect(applyChange(rows, change({ user_id: 9 }))).toBe(false);
    expect(rows).toEqual([{ user_id: 1, kind: null, since: null }]);
  });

  it('reads only well-formed change events', () => {
    expect(parseChange(JSON.stringify(change()))).toEqual(change());
    expect(parseChange('{"kind":"work"}')).toBeNull();
    expect(parseChange('not json')).toBeNull();
  });

  it('waits longer after each failed reconnection, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30000]);
  });
});
