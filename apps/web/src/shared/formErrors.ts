import { passwordChangeErrors } from '@presently/contracts';
import type { FormInstance, FormRule } from 'antd';
import { translateWithI18next } from './buildErrorMessage';

/** One error key in the current language (namespace `errors`, the same keys the server sends). */
export const translateErrorKey = (key: string): string => translateWithI18next(key);

export type PasswordField = 'old_password' | 'password' | 'password_confirmation';

/**
 * The messages of one field of a password form. The shared policy of libs/contracts decides
 * (`passwordChangeErrors`, the same function the gateway validates with), so web and server agree on
 * every rule; each problem is its own message.
 */
export function passwordErrors(field: PasswordField, values: Record<string, unknown>, requireOld = false): string[] {
  return (passwordChangeErrors(values, requireOld)[field] ?? []).map(translateErrorKey);
}

/** The antd rule for one field of a password form (`passwordErrors`). */
export function passwordRule(field: PasswordField, requireOld: boolean): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const messages = passwordErrors(field, getFieldsValue(true) as Record<string, unknown>, requireOld);
      // Error objects (not strings): antd shows each one; plain strings would also be logged as warnings.
      return messages.length ? Promise.reject(messages.map((message) => new Error(message))) : Promise.resolve();
    },
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Splits a 422's `{ errors: { field: [key] } }` into the messages of the form's own fields and what is
 * left (keys of other fields, a single `error` key, a network failure) for the form's alert, or null.
 */
export function splitFieldErrors(error: unknown, fields: readonly string[]): { fieldErrors: Record<string, string[]>; rest: unknown } {
  const body = isRecord(error) && 'data' in error ? error.data : undefined;
  if (!isRecord(body) || !isRecord(body.errors)) return { fieldErrors: {}, rest: error ?? null };

  const rest: Record<string, string[]> = {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const keys = (Array.isArray(value) ? value : [value]).filter((key): key is string => typeof key === 'string');
    if (fields.includes(field)) fieldErrors[field] = keys.map(translateErrorKey);
    else rest[field] = keys;
  }
  const hasRest = Object.keys(rest).length > 0 || typeof body.error === 'string';
  return { fieldErrors, rest: hasRest ? { errors: rest, ...(typeof body.error === 'string' ? { error: body.error } : {}) } : null };
}

/**
 * Shows a 422's `{ errors: { field: [key] } }` under the antd form's own fields and returns what is
 * left for the form's alert, or null (`splitFieldErrors`).
 */
export function showFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): unknown {
  const { fieldErrors, rest } = splitFieldErrors(error, fields);
  form.setFields(Object.entries(fieldErrors).map(([name, errors]) => ({ name, errors })));
  return rest;
}
