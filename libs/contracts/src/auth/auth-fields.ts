import { z } from 'zod';
import { isValidEmail, normaliseEmail } from '../common/email';
import { FIELD_KEYS, requiredText } from '../common/fields';
import { LANGS } from '../envelopes';
import { passwordChangeErrors, PASSWORD_KEYS, type PasswordChangeInput } from './password-policy';

/*
 * Fields several auth messages share. Kept out of the barrel: only the message files of this folder
 * build on them.
 */

const chars = (value: string): number => Array.from(value).length;

/**
 * The e-mail of a sign-in form (login, reset, registration): trimmed; a wrong address and an over-long
 * one are both named (`['email_invalid', 'max_250_characters']`), as the web shows them. The service
 * lower-cases it before any lookup.
 */
export const accountEmail = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : FIELD_KEYS.email) })
    .trim()
    .refine((v) => v.length > 0, { error: FIELD_KEYS.required, abort: true })
    .refine((v) => isValidEmail(normaliseEmail(v)), { error: FIELD_KEYS.email })
    .refine((v) => chars(v) <= 250, { error: FIELD_KEYS.max250 })
    .meta({ format: 'email', maxLength: 250, example: 'ana@example.com' });

/** A language the product speaks, or left out (null counts as left out). */
export const optionalLang = () => z.enum(LANGS, { error: FIELD_KEYS.option }).nullish();

export const newPassword = () =>
  requiredText({ requiredKey: PASSWORD_KEYS.required }).meta({ description: 'New password (8–30 characters, upper and lower case, a number and a symbol)' });
export const repeatPassword = () => requiredText({ requiredKey: PASSWORD_KEYS.repeatRequired }).meta({ description: 'The new password again' });
export const oldPassword = () => requiredText({ requiredKey: PASSWORD_KEYS.oldRequired }).meta({ description: 'Current password' });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session a call is made from: set by the gateway (the token's `sid`), never by a client. */
export const sessionIdField = () => z.string({ error: FIELD_KEYS.option }).regex(UUID, { error: FIELD_KEYS.option }).nullish();

/**
 * The password policy and the confirmation, checked after the fields' own shape: a field that already
 * failed (missing, wrong type, too long) is not judged again, so each field says one thing at a time.
 * It runs whatever else failed, so that one 422 names every problem.
 */
export const passwordRules =
  (requireOld: boolean) =>
  (_value: unknown, ctx: z.core.$RefinementCtx<unknown>): void => {
    const input = ctx.value;
    if (typeof input !== 'object' || input === null) return;
    const failed = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
    for (const [field, keys] of Object.entries(passwordChangeErrors(input as PasswordChangeInput, requireOld))) {
      if (!failed.has(field)) for (const key of keys) ctx.addIssue({ code: 'custom', path: [field], message: key });
    }
  };

/** Refinements that must run even when a field failed (see passwordRules). */
export const ALWAYS = { when: () => true } as const;
