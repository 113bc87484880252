import type { AbsenceRequestEvent, AbsenceView } from '@presently/contracts';
import { parseApprovedAbsence, parseCancelledAbsence } from './approval-event';
import { documentLanguage } from './document-language';
import { retryDelaySeconds } from './retry-policy';

const request = (over: Partial<AbsenceView> = {}) =>
  ({ id: 9, user_id: 4, user_name: 'Ana', absence_type_id: 1, start_date: '2026-03-09', end_date: '2026-03-13', half_day: false, requested_days: 5, next_working_day: '2026-03-16', comment: 'trip', status: 'approved', ...over }) as AbsenceView;
const event = (over: Partial<AbsenceRequestEvent> = {}): Partial<AbsenceRequestEvent> => ({
  company_id: 3,
  request: request(),
  actor_user_id: 2,
  recipients: [{ user_id: 4, email: 'a@x', full_name: 'Ana', lang: 'bg', reason: 'requester' }],
  ...over,
});

describe('parseApprovedAbsence', () => {
  it('maps vacation to annual leave, personal days to paid leave, work from home to its kind', () => {
    expect(parseApprovedAbsence(event())).toEqual({ companyId: 3, kind: 'annual_leave', source: { id: 9, user_id: 4, user_name: 'Ana', absence_type_id: 1, start_date: '2026-03-09', end_date: '2026-03-13', half_day: false, requested_days: 5, next_working_day: '2026-03-16', comment: 'trip' } });
    expect(parseApprovedAbsence(event({ request: request({ absence_type_id: 2 }) }))).toMatchObject({ kind: 'paid_holiday' });
    expect(parseApprovedAbsence(event({ request: request({ absence_type_id: 5 }) }))).toMatchObject({ kind: 'work_from_home' });
  });

  it('has no document for other types, needs no recipient, and refuses a broken payload', () => {
    expect(parseApprovedAbsence(event({ request: request({ absence_type_id: 3 }) }))).toBe('none');
    expect(parseApprovedAbsence(event({ recipients: [] }))).toMatchObject({ kind: 'annual_leave', source: { id: 9 } });
    expect(parseApprovedAbsence(event({ company_id: undefined }))).toBe('invalid');
    expect(parseApprovedAbsence(event({ request: request({ status: 'pending' }) }))).toBe('invalid');
    expect(parseApprovedAbsence(null)).toBe('invalid');
  });
});

describe('parseCancelledAbsence', () => {
  it('voids on a cancellation that is final, not on one that waits for the last approver', () => {
    expect(parseCancelledAbsence(event({ request: request({ status: 'cancelled' }) }))).toEqual({ companyId: 3, absenceRequestId: 9 });
    expect(parseCancelledAbsence(event({ request: request({ status: 'cancellation_pending' }) }))).toBe('ignore');
    expect(parseCancelledAbsence(event({ request: request({ id: 0, status: 'cancelled' }) }))).toBe('invalid');
    expect(parseCancelledAbsence({ request: request({ status: 'cancelled' }) })).toBe('invalid');
    expect(parseCancelledAbsence(undefined)).toBe('invalid');
  });
});

describe('documentLanguage', () => {
  it('writes in the employee’s own language, and in the company’s when auth knows none', () => {
    expect(documentLanguage({ language: 'bg' }, 'mk')).toBe('bg');
    expect(documentLanguage({ language: 'en' }, 'bg')).toBe('en');
    expect(documentLanguage(null, 'mk')).toBe('mk');
    expect(documentLanguage({ language: 'de' as never }, 'mk')).toBe('mk');
  });
});

describe('retryDelaySeconds', () => {
  it('retries four times, less often each time, then gives up', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([10, 30, 120, 600]);
    expect(retryDelaySeconds(5)).toBeNull();
  });
});
