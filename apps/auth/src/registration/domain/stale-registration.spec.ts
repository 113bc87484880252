import { abandonOutcome, ABANDON_UNFINISHED_AFTER_MS, sweepAfter } from './stale-registration';

describe('unfinished registrations', () => {
  it('are swept only after every retry with the same bot check has become impossible', () => {
    const started = new Date('2026-11-24T10:00:00Z');
    expect(sweepAfter(started).toISOString()).toBe('2026-11-24T10:15:00.000Z');
    // The bot check a retry carries lives 10 minutes: the window must be longer.
    expect(ABANDON_UNFINISHED_AFTER_MS).toBeGreaterThan(10 * 60_000);
  });

  it('are settled by what org answers to the abandonment', () => {
    expect(abandonOutcome({ abandoned: true })).toEqual({ kind: 'abandoned' });
    // auth died before org made anything: nothing to remove, the registration is over all the same.
    expect(abandonOutcome({ abandoned: false })).toEqual({ kind: 'abandoned' });
    expect(abandonOutcome({ status: 409, error: 'registration_completed' })).toEqual({ kind: 'completed' });
    expect(abandonOutcome({ status: 503, error: 'service_unavailable' })).toEqual({ kind: 'retry_later' });
    expect(abandonOutcome({ status: 409, error: 'something_else' })).toEqual({ kind: 'retry_later' });
  });
});
