import { z } from 'zod';
import { FIELD_KEYS } from '../common/fields';
import { rpcMessage } from '../common/message';
import { accountEmail } from './auth-fields';

const DIGITS = /^\d{1,15}$/;

/** A positive whole number of a link: a JSON number, or digits (from the link's path and query). */
const linkNumber = () =>
  z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : FIELD_KEYS.option) })
    .transform((value, ctx) => {
      if (value === '') return ctx.addIssue({ code: 'custom', message: FIELD_KEYS.required }), z.NEVER;
      const n = typeof value === 'number' ? value : DIGITS.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(n) || n < 1) return ctx.addIssue({ code: 'custom', message: FIELD_KEYS.option }), z.NEVER;
      return n;
    });

/** The parts of the link `/email/verify/{id}/{hash}?expires=` from the verification e-mail. */
export const EmailVerifyRequest = z.object({
  id: linkNumber(),
  hash: z.string({ error: FIELD_KEYS.required }).min(1, { error: FIELD_KEYS.required }),
  /** Unix seconds; part of the signed link. */
  expires: linkNumber(),
});
export type EmailVerifyRequest = z.input<typeof EmailVerifyRequest>;

export type EmailVerifyResult = { status: 'verified' } | { status: 'already_verified' };

export const VERIFY_EMAIL = rpcMessage<EmailVerifyResult>()('auth.email.verify', EmailVerifyRequest);

/** POST /api/email/resend. */
export const EmailResendRequest = z.object({ email: accountEmail() });
export type EmailResendRequest = z.infer<typeof EmailResendRequest>;

/** A fresh link for an unverified address; the same answer for any address. */
export const RESEND_VERIFICATION_EMAIL = rpcMessage<{ ok: true }>()('auth.email.resend', EmailResendRequest);
