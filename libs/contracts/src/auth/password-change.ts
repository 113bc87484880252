import { z } from 'zod';
import { rpcMessage } from '../common/message';
import { ALWAYS, newPassword, oldPassword, passwordRules, repeatPassword, sessionIdField } from './auth-fields';
import type { AccountFlags } from './account-flags';

const withOld = { old_password: oldPassword(), password: newPassword(), password_confirmation: repeatPassword() };
const withoutOld = { password: newPassword(), password_confirmation: repeatPassword() };

/** The caller's own session survives the change (the user's other sessions end); the gateway names it. */
const fromSession = { session_id: sessionIdField() };

/** POST /api/profile/updateUserPassword, /api/password/change and /api/password/expired-change. */
export const PasswordChangeBody = z.object(withOld).superRefine(passwordRules(true), ALWAYS);
export type PasswordChangeBody = z.infer<typeof PasswordChangeBody>;

export const PasswordChangeRequest = z.object({ ...withOld, ...fromSession }).superRefine(passwordRules(true), ALWAYS);
export type PasswordChangeRequest = z.input<typeof PasswordChangeRequest>;

/** POST /api/first-password-change: after a password someone else set, so no old password. */
export const FirstPasswordChangeBody = z.object(withoutOld).superRefine(passwordRules(false), ALWAYS);
export type FirstPasswordChangeBody = z.infer<typeof FirstPasswordChangeBody>;

export const FirstPasswordChangeRequest = z.object({ ...withoutOld, ...fromSession }).superRefine(passwordRules(false), ALWAYS);
export type FirstPasswordChangeRequest = z.input<typeof FirstPasswordChangeRequest>;

/** From the profile and the change-password modal: the old password is required. */
export const CHANGE_PASSWORD = rpcMessage<AccountFlags>()('auth.password.change', PasswordChangeRequest);

/** The expired-password modal (the same form). */
export const CHANGE_EXPIRED_PASSWORD = rpcMessage<AccountFlags>()('auth.password.expired-change', PasswordChangeRequest);

/** first-password-change: only while a change is required. */
export const CHANGE_FIRST_PASSWORD = rpcMessage<AccountFlags>()('auth.password.first-change', FirstPasswordChangeRequest);
