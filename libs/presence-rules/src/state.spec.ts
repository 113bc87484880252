import { PRESENCE_ACTIONS } from '@presently/contracts';
import { transition } from './state';

describe('transition (the clocking state machine)', () => {
  it('starting a kind while off opens it without closing anything', () => {
    expect(transition(null, 'start-clock-in')).toEqual({ type: 'change', close: false, open: 'work' });
    expect(transition(null, 'start-break')).toEqual({ type: 'change', close: false, open: 'break' });
    expect(transition(null, 'start-private-exit')).toEqual({ type: 'change', close: false, open: 'private_exit' });
    expect(transition(null, 'start-field-work')).toEqual({ type: 'change', close: false, open: 'field_work' });
  });

  it('starting the kind already on is a no-op (idempotent retry)', () => {
    expect(transition('work', 'start-clock-in')).toEqual({ type: 'noop' });
    expect(transition('break', 'start-break')).toEqual({ type: 'noop' });
    expect(transition('private_exit', 'start-private-exit')).toEqual({ type: 'noop' });
    expect(transition('field_work', 'start-field-work')).toEqual({ type: 'noop' });
  });

  it('starting another kind closes the current one and opens the new one', () => {
    expect(transition('work', 'start-break')).toEqual({ type: 'change', close: true, open: 'break' });
    expect(transition('break', 'start-field-work')).toEqual({ type: 'change', close: true, open: 'field_work' });
    expect(transition('field_work', 'start-clock-in')).toEqual({ type: 'change', close: true, open: 'work' });
    expect(transition('private_exit', 'start-break')).toEqual({ type: 'change', close: true, open: 'break' });
  });

  it('ending work turns presence off', () => {
    expect(transition('work', 'end-clock-in')).toEqual({ type: 'change', close: true, open: null });
  });

  it('ending a break, a private exit or field work returns to work', () => {
    expect(transition('break', 'end-break')).toEqual({ type: 'change', close: true, open: 'work' });
    expect(transition('private_exit', 'end-private-exit')).toEqual({ type: 'change', close: true, open: 'work' });
    expect(transition('field_work', 'end-field-work')).toEqual({ type: 'change', close: true, open: 'work' });
  });

  it('ending a kind that is not on is presence_not_started', () => {
    const err = { type: 'error', key: 'presence_not_started' };
    expect(transition(null, 'end-clock-in')).toEqual(err);
    expect(transition(null, 'end-break')).toEqual(err);
    expect(transition('work', 'end-break')).toEqual(err);
    expect(transition('break', 'end-clock-in')).toEqual(err);
    expect(transition('field_work', 'end-private-exit')).toEqual(err);
    expect(transition('private_exit', 'end-field-work')).toEqual(err);
  });

  it('answers for every action and state (no gaps in the table)', () => {
    for (const current of [null, 'work', 'break', 'private_exit', 'field_work'] as const) {
      for (const action of PRESENCE_ACTIONS) expect(['change', 'noop', 'error']).toContain(transition(current, action).type);
    }
  });

  it('the Work, Break, Break, Work sequence of the browser test', () => {
    // off → Work → Break → (press Break again: end-break) → work → (press Work: end-clock-in) → off
    expect(transition(null, 'start-clock-in')).toEqual({ type: 'change', close: false, open: 'work' });
    expect(transition('work', 'start-break')).toEqual({ type: 'change', close: true, open: 'break' });
    expect(transition('break', 'end-break')).toEqual({ type: 'change', close: true, open: 'work' });
    expect(transition('work', 'end-clock-in')).toEqual({ type: 'change', close: true, open: null });
  });
});
