import type { z } from 'zod';
import { MyCalendarQuery, TeamCalendarQuery } from './calendars';

/** The schema's answer as the platform reads it (field → keys), without importing the domain lib (contracts stay a leaf). */
function parseWith(schema: z.ZodType, input: unknown): { ok: true; value: unknown } | { ok: false; errors: Record<string, string[]> } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return { ok: false, errors };
}

describe('the period of a calendar request', () => {
  it('accepts a month and a quarter of 93 days', () => {
    expect(parseWith(MyCalendarQuery, { from: '2026-12-01', to: '2026-12-31' })).toEqual({ ok: true, value: { from: '2026-12-01', to: '2026-12-31' } });
    expect(parseWith(MyCalendarQuery, { from: '2026-01-01', to: '2026-04-03' }).ok).toBe(true);
  });

  it('refuses 94 days with max_93_days, an end before the start, and missing dates', () => {
    expect(parseWith(MyCalendarQuery, { from: '2026-01-01', to: '2026-04-04' })).toEqual({ ok: false, errors: { to: ['max_93_days'] } });
    expect(parseWith(MyCalendarQuery, { from: '2026-02-02', to: '2026-02-01' })).toEqual({ ok: false, errors: { to: ['end_before_start'] } });
    expect(parseWith(MyCalendarQuery, {})).toEqual({ ok: false, errors: { from: ['field_required'], to: ['field_required'] } });
    expect(parseWith(MyCalendarQuery, { from: '2026-02-30', to: '2026-03-01' })).toEqual({ ok: false, errors: { from: ['date_invalid'] } });
  });

  it('reads the team calendar’s filters from the query text and again from their typed values', () => {
    const text = parseWith(TeamCalendarQuery, { from: '2026-12-01', to: '2026-12-31', team_id: '4', type: '1', status: 'approved' });
    expect(text).toEqual({ ok: true, value: { from: '2026-12-01', to: '2026-12-31', team_id: 4, type: 1, status: 'approved' } });
    if (text.ok) expect(parseWith(TeamCalendarQuery, text.value)).toEqual(text);
    expect(parseWith(TeamCalendarQuery, { from: '2026-12-01', to: '2026-12-31', type: '12', status: 'gone' })).toEqual({ ok: false, errors: { type: ['invalid_option'], status: ['invalid_option'] } });
  });
});
