import { z } from 'zod';
import { dateField, idField, queryDate, queryIdList, queryInt, queryYear, reasonText, requiredEmail, requiredText, textField, timeField } from './fields';

const keys = (schema: z.ZodType, value: unknown): string[] => {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};
const out = (schema: z.ZodType, value: unknown): unknown => schema.parse(value);

describe('contract fields', () => {
  it('form fields: left out stays out, blank and null are null, a wrong shape answers the field’s key', () => {
    expect(out(idField(), undefined)).toBeUndefined();
    expect(out(idField(), '  ')).toBeNull();
    expect(out(idField(), null)).toBeNull();
    expect(out(idField(), 12)).toBe(12);
    expect(keys(idField(), 0)).toEqual(['invalid_option']);
    expect(keys(idField(), 2_147_483_648)).toEqual(['invalid_option']);
    expect(keys(dateField(), '2025-02-29')).toEqual(['date_invalid']);
    expect(keys(dateField(), 20250228)).toEqual(['date_invalid']);
    expect(out(dateField(), '2024-02-29')).toBe('2024-02-29');
    expect(keys(timeField(), '24:00')).toEqual(['time_invalid']);
  });

  it('text: trimmed, counted in characters, blank is null', () => {
    expect(out(textField(), '  Sales ')).toBe('Sales');
    expect(out(textField(), '   ')).toBeNull();
    expect(keys(textField(), 'x'.repeat(256))).toEqual(['max_255_characters']);
    expect(out(textField(3), '😀😀😀')).toBe('😀😀😀');
    expect(keys(reasonText(), 'x'.repeat(251))).toEqual(['too_long']);
  });

  it('required body fields say field_required when missing', () => {
    expect(keys(requiredText(), undefined)).toEqual(['field_required']);
    expect(keys(requiredText(), '')).toEqual(['field_required']);
    expect(keys(requiredText(), 5)).toEqual(['invalid_option']);
    expect(keys(requiredEmail(), undefined)).toEqual(['field_required']);
    expect(keys(requiredEmail(), 'not-an-address')).toEqual(['email_invalid']);
    expect(out(requiredEmail(), ' ana@example.com ')).toBe('ana@example.com');
    expect(keys(requiredEmail(), `${'a'.repeat(300)}@example.com`)).toEqual(['email_invalid', 'max_250_characters']);
  });

  it('query parameters arrive as strings and leave typed', () => {
    expect(out(queryInt(1, 53), '12')).toBe(12);
    expect(keys(queryInt(1, 53), '54')).toEqual(['between_1_and_53']);
    expect(keys(queryInt(1, 53), 'abc')).toEqual(['invalid_option']);
    expect(keys(queryInt(1, 53), ['1', '2'])).toEqual(['invalid_option']);
    expect(out(queryYear(), '2026')).toBe(2026);
    expect(keys(queryDate(), '2026-02-30')).toEqual(['date_invalid']);
    expect(out(queryIdList(), '3, 5,8')).toEqual([3, 5, 8]);
    expect(keys(queryIdList(2), '3,5,8')).toEqual(['invalid_option']);
  });

  it('every field has a JSON Schema for its input, so OpenAPI can be generated from the contracts', () => {
    const schema = z.object({ a: idField(), b: textField(), c: queryInt(1, 5), d: dateField(), e: requiredEmail(), f: queryIdList() });
    const json = z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, unknown> };
    expect(Object.keys(json.properties)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
