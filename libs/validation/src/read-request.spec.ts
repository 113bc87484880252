import { z } from 'zod';
import { ValidationFailedError } from '@presently/domain';
import { readFields, readRequest } from './read-request';

const Schema = z.object({ name: z.string({ error: 'invalid_option' }).trim().optional(), size: z.number({ error: 'invalid_option' }).optional() });

const errorsOf = (read: () => unknown): unknown => {
  try {
    read();
    return 'no error';
  } catch (err) {
    return err instanceof ValidationFailedError ? err.errors : err;
  }
};

describe('reading a request with its contract schema and the form rules', () => {
  it('gives the rules the typed value (trimmed, unknown keys dropped)', () => {
    expect(readFields(Schema, { name: '  Ana ', extra: 1 }, (c) => c.source)).toEqual({ name: 'Ana' });
  });

  it('answers with the rules when a payload breaks both: every field of the form at once', () => {
    const rules = (c: { text: (f: string) => unknown; fail: (f: string, k: string) => unknown; source: Record<string, unknown> }) => {
      c.text('name');
      if (typeof c.source.size !== 'number') c.fail('size', 'invalid_option');
    };
    expect(errorsOf(() => readFields(Schema, { size: 'big' }, rules))).toEqual({ name: ['field_required'], size: ['invalid_option'] });
  });

  it('answers with the schema when the rules let a wrong shape through', () => {
    expect(errorsOf(() => readRequest(Schema, { size: 'big' }, () => ({ ok: true, value: 1 })))).toEqual({ size: ['invalid_option'] });
  });
});
