import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { translateErrorKey } from '../formErrors';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Server field names ('night_work.start') as antd name paths (['night_work', 'start']). */
export const namePathOf = (field: string): NamePath => (field.includes('.') ? field.split('.') : field);

/**
 * Shows a 422's `{ errors: { field: [key] } }` under the form's fields. `fields` lists the server's
 * field names the form shows (dotted for nested ones), or maps a server field to another form field
 * (a window's own error under its end time). What is left (other fields, an `error` key, a network
 * failure) is returned for the form's alert, or null.
 */
export function showServerErrors(form: FormInstance, error: unknown, fields: readonly string[] | Record<string, NamePath>): unknown {
  const body = isRecord(error) && 'data' in error ? error.data : undefined;
  if (!isRecord(body) || !isRecord(body.errors)) return error ?? null;

  const map: Record<string, NamePath> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((field) => [field, namePathOf(field)]))
    : (fields as Record<string, NamePath>);
  const rest: Record<string, string[]> = {};
  const onFields: { name: NamePath; errors: string[] }[] = [];
  for (const [field, value] of Object.entries(body.errors)) {
    const keys = (Array.isArray(value) ? value : [value]).filter((key): key is string => typeof key === 'string');
    const name = map[field];
    if (name !== undefined) onFields.push({ name, errors: keys.map(translateErrorKey) });
    else rest[field] = keys;
  }
  form.setFields(onFields);
  const hasRest = Object.keys(rest).length > 0 || typeof body.error === 'string';
  return hasRest ? { errors: rest, ...(typeof body.error === 'string' ? { error: body.error } : {}) } : null;
}
