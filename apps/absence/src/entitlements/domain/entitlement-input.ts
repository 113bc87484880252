import { FIELD_KEYS, SaveEntitlementRequest } from '@presently/contracts';
import { type Parsed, parseWith, rangeKey } from '@presently/domain';

export const NAME_MAX = 100;
export const DAYS_MAX = 365;

export const ENTITLEMENT_ERRORS = {
  nameTooLong: `max_${NAME_MAX}_characters`,
  endBeforeStart: 'end_before_start',
  daysRange: rangeKey(0, DAYS_MAX),
  nameTaken: 'name_taken',
  noChanges: 'no_changes_to_save',
  inUse: 'entitlement_in_use',
} as const;

/** What an administrator enters of a vacation rule. */
export interface EntitlementInput {
  name: string;
  valid_from: string;
  valid_to: string;
  acquired_on: string;
  /** 0–365, in halves. */
  days: number;
}

export interface SaveEntitlementInput extends EntitlementInput {
  user_id: number;
  /** Null for a new rule. */
  id: number | null;
}

type Fields = { [K in keyof SaveEntitlementRequest]?: NonNullable<SaveEntitlementRequest[K]> };

/**
 * Each field of the contract's schema parsed on its own, so that the rules below still judge the
 * fields of the right shape while others are wrong: one 422 names every error.
 */
function parseFields(payload: unknown): { fields: Fields; errors: Record<string, string[]> } {
  const source = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  const fields: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [field, schema] of Object.entries(SaveEntitlementRequest.shape)) {
    const parsed = parseWith(schema, source[field]);
    if (!parsed.ok) errors[field] = [...new Set(Object.values(parsed.errors).flat())];
    else if (parsed.value !== undefined && parsed.value !== null) fields[field] = parsed.value;
  }
  return { fields: fields as Fields, errors };
}

/**
 * { user_id, id?, name, valid_from, valid_to, acquired_on, days }, sent whole: the contract's shape,
 * then absence's rules: every field there, a name of at most 100 characters, the period ending on or
 * after its start, and 0–365 days in halves (pro-rated rights).
 */
export function parseSaveEntitlement(payload: unknown): Parsed<SaveEntitlementInput> {
  const { fields: f, errors } = parseFields(payload);
  const fail = (field: string, key: string) => (errors[field] ??= [key]);
  for (const field of ['user_id', 'name', 'valid_from', 'valid_to', 'acquired_on', 'days'] as const) {
    if (f[field] === undefined && !errors[field]) fail(field, FIELD_KEYS.required);
  }
  if (f.name !== undefined && Array.from(f.name).length > NAME_MAX) fail('name', ENTITLEMENT_ERRORS.nameTooLong);
  if (f.days !== undefined) {
    if (f.days < 0 || f.days > DAYS_MAX) fail('days', ENTITLEMENT_ERRORS.daysRange);
    else if (!Number.isInteger(f.days * 2)) fail('days', FIELD_KEYS.option);
  }
  if (f.valid_from !== undefined && f.valid_to !== undefined && f.valid_to < f.valid_from) fail('valid_to', ENTITLEMENT_ERRORS.endBeforeStart);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      user_id: f.user_id as number,
      id: f.id ?? null,
      name: f.name as string,
      valid_from: f.valid_from as string,
      valid_to: f.valid_to as string,
      acquired_on: f.acquired_on as string,
      days: f.days as number,
    },
  };
}
