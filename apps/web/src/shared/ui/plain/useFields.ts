import { useCallback, useRef, useState } from 'react';

/** A field's rule: every message that applies to its value (none when it is valid). */
export type FieldRule<V> = (values: V) => string[];

export type FieldErrors<V> = Partial<Record<keyof V, string[]>>;

/** A text field bound to its form (`useFields(…).field(name)`), spread onto TextField or PasswordField. */
export interface FieldBinding {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  errors: string[] | undefined;
}

interface FieldsOptions<V> {
  initialValues: V;
  rules: Partial<Record<keyof V, FieldRule<V>>>;
  /** Fields checked again when another one changes (the confirmation when the password changes). */
  dependents?: Partial<Record<keyof V, (keyof V)[]>>;
}

/**
 * The state of a small form without a UI library: values, the errors shown under each field, and
 * when they are checked. A field is checked on submit or when it is first left holding something,
 * then on every change (as antd's forms did). Errors from the server (`setErrors`) stay until the
 * field changes.
 */
export function useFields<V extends { [K in keyof V]: string | boolean }>({ initialValues, rules, dependents = {} }: FieldsOptions<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrorState] = useState<FieldErrors<V>>({});
  // Fields whose messages are live: checked once (submit or leaving them), then on every change.
  const checked = useRef(new Set<keyof V>());
  const current = useRef(values);
  current.current = values;

  const check = useCallback(
    (names: (keyof V)[], next: V) => {
      setErrorState((previous) => {
        const updated = { ...previous };
        for (const name of names) updated[name] = rules[name]?.(next) ?? [];
        return updated;
      });
    },
    [rules],
  );

  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const next = { ...current.current, [name]: value };
      current.current = next;
      setValues(next);
      const live = [name, ...(dependents[name] ?? [])].filter((field) => checked.current.has(field));
      if (live.length > 0) check(live, next);
    },
    [check, dependents],
  );

  /**
   * Leaving a field that holds something checks it the first time (an empty one waits for the
   * submit; a checked one is checked on change, and keeps a server message until it changes).
   */
  const touch = useCallback(
    (name: keyof V) => {
      const value = current.current[name];
      if (!checked.current.has(name) && typeof value === 'string' && value.trim() !== '') {
        checked.current.add(name);
        check([name], current.current);
      }
    },
    [check],
  );

  /** Checks every field; true when all are valid. */
  const validate = useCallback((): boolean => {
    const next: FieldErrors<V> = {};
    let valid = true;
    for (const name of Object.keys(rules) as (keyof V)[]) {
      checked.current.add(name);
      const messages = rules[name]?.(current.current) ?? [];
      next[name] = messages;
      if (messages.length > 0) valid = false;
    }
    setErrorState(next);
    return valid;
  }, [rules]);

  /** Puts a value back without checking it (a fresh start for that field). */
  const resetValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    checked.current.delete(name);
    setErrorState((previous) => ({ ...previous, [name]: [] }));
  }, []);

  /** Shows messages under fields (the server's answer). */
  const setErrors = useCallback((fieldErrors: FieldErrors<V>) => setErrorState((previous) => ({ ...previous, ...fieldErrors })), []);

  /** What a text field of the form takes: its value, its change, its leaving and its messages. */
  const field = <K extends keyof V>(name: K): FieldBinding => ({
    value: values[name] as string,
    onValueChange: (value: string) => setValue(name, value as V[K]),
    onBlur: () => touch(name),
    errors: errors[name],
  });

  return { values, errors, setValue, resetValue, touch, validate, setErrors, field };
}

/** Required: something other than spaces. */
export const required =
  (message: string) =>
  (value: string): string[] =>
    value.trim() === '' ? [message] : [];

// The e-mail check antd's forms used (async-validator's `type: 'email'`), so the same addresses pass.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+\.)+[a-zA-Z\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}))$/;

export const isEmail = (value: string): boolean => value.trim().length <= 320 && EMAIL.test(value.trim());

/** An e-mail field's messages: required, then a valid address. */
export const emailErrors = (value: string, requiredMessage: string, invalidMessage: string): string[] =>
  value.trim() === '' ? [requiredMessage] : isEmail(value) ? [] : [invalidMessage];
