import { REMEMBER_ME_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS, type Lang, type SessionRecord } from '@presently/contracts';
import { isPasswordExpired } from './password-expiry';

/** What a session record is made of: the account and its company's security settings. */
export interface SessionSubject {
  userId: number;
  companyId: number;
  roleId: number;
  lang: Lang;
  termsAcceptedAt: Date | null;
  mustChangePassword: boolean;
  passwordChangedAt: Date | null;
  /** Company security (defaults off when auth has not heard of the company's settings yet). */
  passwordReset3Months: boolean;
  specialReports: boolean;
}

/** The record the gateway reads on every request, computed from the current data. */
export function buildSessionRecord(sid: string, subject: SessionSubject, now: Date): SessionRecord {
  return {
    sid,
    uid: subject.userId,
    cid: subject.companyId,
    rid: subject.roleId,
    lang: subject.lang,
    terms: subject.termsAcceptedAt !== null,
    pcr: subject.mustChangePassword,
    pexp: isPasswordExpired(subject.passwordChangedAt, now, subject.passwordReset3Months),
    sr: subject.specialReports,
  };
}

/** A session's whole life: fixed at login; refreshing rotates the token but never extends it. */
export function sessionLifetimeSeconds(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
}

/** Whole seconds a session has left (0 when it is over), for the Redis key's TTL. */
export function remainingSeconds(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}
