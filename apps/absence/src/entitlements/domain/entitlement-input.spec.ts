import { DeleteEntitlementRequest, ListEntitlementsRequest } from '@presently/contracts';
import { parseRequest } from '@presently/validation';
import { parseSaveEntitlement } from './entitlement-input';

// The list and delete payloads need no rule beyond the contract's shape: the consumer parses them with it.
const parseUserQuery = (payload: unknown) => parseRequest(ListEntitlementsRequest, payload);
const parseEntitlementRef = (payload: unknown) => parseRequest(DeleteEntitlementRequest, payload);

const form = { user_id: 12, name: '  Annual leave 2026 ', valid_from: '2026-01-01', valid_to: '2026-12-31', acquired_on: '2026-01-01', days: 21 };

describe('entitlement input', () => {
  it('reads a new rule (trimmed name) and a changed one (with its id)', () => {
    expect(parseSaveEntitlement(form)).toEqual({ ok: true, value: { ...form, name: 'Annual leave 2026', id: null } });
    expect(parseSaveEntitlement({ ...form, id: 4, days: 11.5 })).toEqual({ ok: true, value: { ...form, name: 'Annual leave 2026', id: 4, days: 11.5 } });
    expect(parseSaveEntitlement({ ...form, id: null }).ok).toBe(true);
  });

  it('takes 0 to 365 days in halves', () => {
    for (const days of [0, 0.5, 20, 365]) expect(parseSaveEntitlement({ ...form, days }).ok).toBe(true);
    expect(parseSaveEntitlement({ ...form, days: 365.5 })).toEqual({ ok: false, errors: { days: ['between_0_and_365'] } });
    expect(parseSaveEntitlement({ ...form, days: -1 })).toEqual({ ok: false, errors: { days: ['between_0_and_365'] } });
    expect(parseSaveEntitlement({ ...form, days: 1.25 })).toEqual({ ok: false, errors: { days: ['invalid_option'] } });
    expect(parseSaveEntitlement({ ...form, days: '21' })).toEqual({ ok: false, errors: { days: ['invalid_option'] } });
    expect(parseSaveEntitlement({ ...form, days: Number.NaN })).toEqual({ ok: false, errors: { days: ['invalid_option'] } });
  });

  it('wants a period that ends on or after its start', () => {
    expect(parseSaveEntitlement({ ...form, valid_to: '2026-01-01' }).ok).toBe(true);
    expect(parseSaveEntitlement({ ...form, valid_to: '2025-12-31' })).toEqual({ ok: false, errors: { valid_to: ['end_before_start'] } });
  });

  it('names every missing or wrong field', () => {
    expect(parseSaveEntitlement({})).toEqual({
      ok: false,
      errors: {
        user_id: ['field_required'],
        name: ['field_required'],
        valid_from: ['field_required'],
        valid_to: ['field_required'],
        acquired_on: ['field_required'],
        days: ['field_required'],
      },
    });
    expect(parseSaveEntitlement({ ...form, id: 0, name: 'x'.repeat(101), valid_from: '2026-02-29', acquired_on: '01.01.2026' })).toEqual({
      ok: false,
      errors: { id: ['invalid_option'], name: ['max_100_characters'], valid_from: ['date_invalid'], acquired_on: ['date_invalid'] },
    });
    expect(parseSaveEntitlement({ ...form, name: '   ' })).toEqual({ ok: false, errors: { name: ['field_required'] } });
  });

  it('reads user and rule references', () => {
    expect(parseUserQuery({ user_id: 3 })).toEqual({ ok: true, value: { user_id: 3 } });
    expect(parseUserQuery({ user_id: '3' })).toEqual({ ok: false, errors: { user_id: ['invalid_option'] } });
    expect(parseEntitlementRef({ user_id: 3, id: 8 })).toEqual({ ok: true, value: { user_id: 3, id: 8 } });
    expect(parseEntitlementRef({ user_id: 3 })).toEqual({ ok: false, errors: { id: ['field_required'] } });
  });
});
