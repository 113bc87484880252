import { GuardUserRequest, RestDaysOnRequest } from '@presently/contracts';
import { MAX_ID } from '@presently/domain';
import { parseRequest } from '@presently/validation';

// What the guards consumer parses on the way in: the contract's schemas with the platform's keys.
const parseUserPayload = (payload: unknown) => parseRequest(GuardUserRequest, payload);
const parseDatePayload = (payload: unknown) => parseRequest(RestDaysOnRequest, payload);
const isCalendarDate = (date: string) => parseDatePayload({ date }).ok;

describe('the date of a guard', () => {
  // Years 1000–9999, as every date field of the platform (absence's own copy took years from 0001).
  it.each(['2025-01-31', '2024-02-29', '2025-12-01', '1000-01-01', '9999-12-31'])('accepts %s', (d) => {
    expect(isCalendarDate(d)).toBe(true);
  });

  it.each(['2025-02-29', '2100-02-29', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00', '0000-01-01', '0001-01-01', '2025-1-5', '2025-01-05T00:00:00Z', ' 2025-01-05', '20250105', ''])(
    'refuses %j',
    (d) => {
      expect(isCalendarDate(d)).toBe(false);
    },
  );
});

describe('parseUserPayload', () => {
  it('reads a positive integer user id', () => {
    expect(parseUserPayload({ user_id: 7 })).toEqual({ ok: true, value: { user_id: 7 } });
    expect(parseUserPayload({ user_id: MAX_ID })).toEqual({ ok: true, value: { user_id: MAX_ID } });
  });

  it('answers a missing id as required and anything else as an invalid option', () => {
    expect(parseUserPayload({})).toEqual({ ok: false, errors: { user_id: ['field_required'] } });
    expect(parseUserPayload(null)).toEqual({ ok: false, errors: { user_id: ['field_required'] } });
    for (const user_id of ['7', 0, -3, 1.5, MAX_ID + 1, true]) {
      expect(parseUserPayload({ user_id })).toEqual({ ok: false, errors: { user_id: ['invalid_option'] } });
    }
  });
});

describe('parseDatePayload', () => {
  it('reads a calendar date', () => {
    expect(parseDatePayload({ date: '2025-03-08' })).toEqual({ ok: true, value: { date: '2025-03-08' } });
  });

  it('answers a missing date as required and a malformed one as an invalid option', () => {
    expect(parseDatePayload({ date: '' })).toEqual({ ok: false, errors: { date: ['field_required'] } });
    expect(parseDatePayload([])).toEqual({ ok: false, errors: { date: ['field_required'] } });
    for (const date of ['2025-02-30', '08.03.2025', 20250308, { y: 2025 }]) {
      expect(parseDatePayload({ date })).toEqual({ ok: false, errors: { date: ['invalid_option'] } });
    }
  });
});
