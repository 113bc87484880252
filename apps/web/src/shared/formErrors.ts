import { passwordChangeErrors } from '@presently/contracts';
import type { FormInstance, FormRule } from 'antd';
import { translateWithI18next } from './buildErrorMessage';

/** One error key in the current language (namespace `errors`, the same keys the server sends). */
export const translateErrorKey = (key: string): string => translateWithI18next(key);

export type PasswordField = 'old_password' | 'password' | 'password_confirmation';

/**
 * The antd rule for one field of a password form. The shared policy of libs/contracts decides
 * (`passwordChangeErrors`, the same function the gateway validates with), so web and server agree on
 * every rule; each problem is shown as its own message.
 */
export function passwordRule(field: PasswordField, requireOld: boolean): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const keys = passwordChangeErrors(getFieldsValue(true) as Record<string, unknown>, requireOld)[field];
      // Error objects (not strings): antd shows each one; plain strings would also be logged as warnings.
      return keys?.length ? Promise.reject(keys.map((key) => new Error(translateErrorKey(key)))) : Promise.resolve();
    },
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Shows a 422's `{ errors: { field: [key] } }` under the form's own fields and returns what is left
 * (keys of other fields, a single `error` key, a network failure) for the form's alert, or null.
 */
export function showFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): unknown {
  const body = isRecord(error) && 'data' in error ? error.data : undefined;
  if (!isRecord(body) || !isRecord(body.errors)) return error ?? null;

  const rest: Record<string, string[]> = {};
  const onFields: { name: string; errors: string[] }[] = [];
  for (const [field, value] of Object.entries(body.errors)) {
    const keys = (Array.isArray(value) ? value : [value]).filter((key): key is string => typeof key === 'string');
    if (fields.includes(field)) onFields.push({ name: field, errors: keys.map(translateErrorKey) });
    else rest[field] = keys;
  }
  form.setFields(onFields);
  const hasRest = Object.keys(rest).length > 0 || typeof body.error === 'string';
  return hasRest ? { errors: rest, ...(typeof body.error === 'string' ? { error: body.error } : {}) } : null;
}
