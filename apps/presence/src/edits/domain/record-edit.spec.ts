import { applyChange, parseNewRecord, parseRecordChange, parseRecordDelete } from './record-edit';

const now = new Date('2026-03-10T16:00:00Z');
const at = (iso: string) => new Date(iso);

describe('edits of presence records', () => {
  it('reads a new record with its reason', () => {
    expect(parseNewRecord({ user_id: 7, kind: 'work', start: '2026-03-10T07:00:00Z', end: '2026-03-10T15:00:00+00:00', reason: '  Forgot to clock in ' }, now)).toEqual({
      ok: true,
      value: { userId: 7, kind: 'work', start: at('2026-03-10T07:00:00Z'), end: at('2026-03-10T15:00:00Z'), reason: 'Forgot to clock in' },
    });
    expect(parseNewRecord({ user_id: 7, kind: 'break', start: '2026-03-10T12:00:00Z', reason: 'x' }, now)).toMatchObject({ ok: true, value: { end: null } });
  });

  it('answers field keys: reason required and at most 250, end after start, no future, local times refused', () => {
    expect(parseNewRecord({ user_id: 'x', kind: 'nap', start: '2026-03-10 07:00', end: 'soon', reason: ' ' }, now)).toEqual({
      ok: false,
      errors: { user_id: ['invalid_option'], kind: ['invalid_option'], start: ['date_invalid'], end: ['date_invalid'], reason: ['required'] },
    });
    expect(parseNewRecord({ user_id: 7, kind: 'work', start: '2026-03-10T08:00:00Z', end: '2026-03-10T08:00:00Z', reason: 'r'.repeat(251) }, now)).toEqual({
      ok: false,
      errors: { reason: ['too_long'], end: ['end_before_start'] },
    });
    expect(parseNewRecord({ user_id: 7, kind: 'work', start: '2026-03-10T17:00:00Z', reason: 'r'.repeat(250) }, now)).toEqual({ ok: false, errors: { start: ['invalid_option'] } });
  });

  it('reads a change: only what is given, end null reopens', () => {
    expect(parseRecordChange({ id: 3, end: null, reason: 'Still here' })).toEqual({ ok: true, value: { id: 3, end: null, reason: 'Still here' } });
    expect(parseRecordChange({ id: 3, start: '2026-03-10T07:00:00Z', kind: 'field_work', reason: 'Visit' })).toEqual({
      ok: true,
      value: { id: 3, start: at('2026-03-10T07:00:00Z'), kind: 'field_work', reason: 'Visit' },
    });
    expect(parseRecordChange({ id: 3, kind: null, start: null, reason: 'r' })).toEqual({ ok: true, value: { id: 3, reason: 'r' } });
    expect(parseRecordChange({ id: 3 })).toEqual({ ok: false, errors: { reason: ['required'] } });
    expect(parseRecordDelete({ reason: 'Duplicate' })).toEqual({ ok: false, errors: { id: ['field_required'] } });
  });

  it('applies a change: nothing changed, end before start, the future', () => {
    const current = { kind: 'work' as const, start: at('2026-03-10T07:00:00Z'), end: at('2026-03-10T15:00:00Z') };
    expect(applyChange(current, { id: 1, reason: 'r', start: at('2026-03-10T07:00:00Z') }, now)).toBe('no_changes');
    expect(applyChange(current, { id: 1, reason: 'r', start: at('2026-03-10T06:30:00Z') }, now)).toEqual({ ok: true, value: { ...current, start: at('2026-03-10T06:30:00Z') } });
    expect(applyChange(current, { id: 1, reason: 'r', start: at('2026-03-10T15:30:00Z') }, now)).toEqual({ ok: false, errors: { start: ['end_before_start'] } });
    expect(applyChange(current, { id: 1, reason: 'r', end: at('2026-03-10T06:00:00Z') }, now)).toEqual({ ok: false, errors: { end: ['end_before_start'] } });
    expect(applyChange(current, { id: 1, reason: 'r', end: at('2026-03-11T06:00:00Z') }, now)).toEqual({ ok: false, errors: { end: ['invalid_option'] } });
    expect(applyChange(current, { id: 1, reason: 'r', end: null }, now)).toEqual({ ok: true, value: { ...current, end: null } });
  });
});
