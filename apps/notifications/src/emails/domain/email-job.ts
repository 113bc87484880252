import {
  EMAIL_VERIFICATION_REQUESTED,
  INVITATION_ISSUED,
  PASSWORD_RESET_CODE_ISSUED,
  TWO_FACTOR_CODE_ISSUED,
  type EmailVerificationRequestedEvent,
  type EventEnvelope,
  type InvitationIssuedEvent,
  type Lang,
  type PasswordResetCodeIssuedEvent,
  type TwoFactorCodeIssuedEvent,
} from '@presently/contracts';
import type { Parsed } from '@presently/domain';
import { isUuid } from '@presently/validation';
import type { AbsenceEmailJob, AbsenceEmailKind } from './absence-email-job';
import type { ScheduledReportEmailJob } from './scheduled-report-email';
import type { SubstituteEmailJob } from './substitute-email';
import { resolveLang } from './language';

/** The e-mails that carry a code or a link that expires (asked for by auth). */
export type CodeOrLinkEmailKind = 'email-verification' | 'two-factor-code' | 'password-reset-code' | 'invitation';
export type EmailKind = CodeOrLinkEmailKind | AbsenceEmailKind | SubstituteEmailJob['kind'] | ScheduledReportEmailJob['kind'];

export const EMAIL_KIND_OF_EVENT = {
  [EMAIL_VERIFICATION_REQUESTED.key]: 'email-verification',
  [TWO_FACTOR_CODE_ISSUED.key]: 'two-factor-code',
  [PASSWORD_RESET_CODE_ISSUED.key]: 'password-reset-code',
  [INVITATION_ISSUED.key]: 'invitation',
} as const satisfies Record<string, CodeOrLinkEmailKind>;

export interface EmailJobBase {
  /**
   * The key that makes sending idempotent: the BullMQ job id, the sent_emails row and the Message-ID.
   * The event's id when the event asks for one e-mail; one id per recipient when it asks for several.
   */
  eventId: string;
  requestId: string;
  userId: number | null;
  to: string;
  lang: Lang;
}

interface ExpiringEmailJobBase extends EmailJobBase {
  /** ISO instant after which the code or link no longer works. */
  expiresAt: string;
}

export type CodeOrLinkEmailJob =
  | (ExpiringEmailJobBase & { kind: 'email-verification'; verifyUrl: string })
  | (ExpiringEmailJobBase & { kind: 'two-factor-code' | 'password-reset-code'; code: string })
  | (ExpiringEmailJobBase & { kind: 'invitation'; setPasswordUrl: string; fullName: string; companyName: string | null });

export type EmailJob = CodeOrLinkEmailJob | AbsenceEmailJob | SubstituteEmailJob | ScheduledReportEmailJob;

/** Jobs whose code or link expires carry the instant; absence e-mails do not expire, nor does a scheduled report's (its file may). */
export const expiresAtOf = (job: EmailJob): string | null => (job.kind !== 'scheduled-report' && 'expiresAt' in job ? job.expiresAt : null);

export type EmailEvent = EmailVerificationRequestedEvent | TwoFactorCodeIssuedEvent | PasswordResetCodeIssuedEvent | InvitationIssuedEvent;

export const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;
const CODE = /^[0-9A-Za-z-]{4,32}$/;
/** Names (a person's, a company's) are at most this long in an e-mail; longer ones are cut, not refused. */
export const NAME_MAX = 200;

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A name as the e-mail shows it: one line (control characters and runs of spaces become one space),
 * trimmed, at most NAME_MAX characters. Undefined when the value is not text.
 */
export function cleanName(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const flat = value.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > NAME_MAX ? `${chars.slice(0, NAME_MAX - 1).join('').trimEnd()}…` : flat;
}

/**
 * Checks an e-mail event on the way in and turns it into the job the worker sends. Nothing the
 * worker needs is looked up later: the job carries it all.
 */
export function parseEmailEvent(kind: CodeOrLinkEmailKind, envelope: EventEnvelope<Partial<EmailEvent>>): Parsed<CodeOrLinkEmailJob> {
  const errors: Record<string, string[]> = {};
  const fail = (field: string, key: string) => (errors[field] ??= []).push(key);
  const payload = (envelope.payload ?? {}) as Partial<EmailEvent> & {
    code?: unknown;
    verify_url?: unknown;
    set_password_url?: unknown;
    full_name?: unknown;
    company_name?: unknown;
  };

  if (!isUuid(envelope.id)) fail('id', 'invalid');
  const email = typeof payload.email === 'string' ? payload.email.trim() : '';
  if (email.length > 254 || !EMAIL.test(email)) fail('email', 'invalid');
  const userId = payload.user_id ?? null;
  if (userId !== null && !(Number.isInteger(userId) && userId > 0)) fail('user_id', 'invalid');
  const expiresAt = typeof payload.expires_at === 'string' ? new Date(payload.expires_at) : null;
  if (!expiresAt || Number.isNaN(expiresAt.getTime())) fail('expires_at', 'invalid');
  const fullName = cleanName(payload.full_name);
  const companyName = payload.company_name === null || payload.company_name === undefined ? null : cleanName(payload.company_name);
  if (kind === 'email-verification') {
    if (!isHttpUrl(payload.verify_url)) fail('verify_url', 'invalid');
  } else if (kind === 'invitation') {
    if (!isHttpUrl(payload.set_password_url)) fail('set_password_url', 'invalid');
    if (fullName === undefined) fail('full_name', 'invalid');
    if (companyName === undefined) fail('company_name', 'invalid');
  } else if (typeof payload.code !== 'string' || !CODE.test(payload.code)) {
    fail('code', 'invalid');
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const base: ExpiringEmailJobBase = {
    eventId: envelope.id,
    requestId: envelope.meta?.requestId ?? envelope.id,
    userId,
    to: email,
    lang: resolveLang(payload.lang, envelope.meta?.actor?.lang),
    expiresAt: (expiresAt as Date).toISOString(),
  };
  if (kind === 'email-verification') return { ok: true, value: { ...base, kind, verifyUrl: payload.verify_url as string } };
  if (kind === 'invitation') {
    // A blank company name is no company name.
    return { ok: true, value: { ...base, kind, setPasswordUrl: payload.set_password_url as string, fullName: fullName as string, companyName: companyName || null } };
  }
  return { ok: true, value: { ...base, kind, code: payload.code as string } };
}
