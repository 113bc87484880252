import { z } from 'zod';
import { parseWith } from './parse-with';

const Schema = z.object({
  name: z.string({ error: 'field_required' }).max(5, { error: 'max_5_characters' }),
  week: z.number().int().min(1, { error: 'between_1_and_53' }).max(53, { error: 'between_1_and_53' }).optional(),
  tags: z.array(z.string()).optional(),
  people: z.array(z.object({ email: z.string() })).optional(),
  settings: z.object({ start: z.number() }).optional(),
});

describe('parseWith', () => {
  it('answers the typed value, dropping what the schema does not know', () => {
    expect(parseWith(Schema, { name: 'Ana', week: 3, extra: true })).toEqual({ ok: true, value: { name: 'Ana', week: 3 } });
  });

  it('uses the schema’s keys, and field_required / invalid_option where zod would speak prose', () => {
    expect(parseWith(Schema, { name: 'Anastasia', week: 60 })).toEqual({ ok: false, errors: { name: ['max_5_characters'], week: ['between_1_and_53'] } });
    expect(parseWith(Schema, { week: 'x' })).toEqual({ ok: false, errors: { name: ['field_required'], week: ['invalid_option'] } });
  });

  it('names nested fields with dots, a list of values by the list, objects in a list by position, and the payload as _', () => {
    expect(parseWith(Schema, { name: 'a', tags: ['x', 2], settings: {}, people: [{ email: 'a' }, {}] })).toEqual({
      ok: false,
      errors: { tags: ['invalid_option'], 'settings.start': ['field_required'], 'people.1.email': ['field_required'] },
    });
    expect(parseWith(Schema, 'not an object')).toEqual({ ok: false, errors: { _: ['invalid_option'] } });
  });
});
