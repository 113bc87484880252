import { z } from 'zod';
import { FIELD_KEYS, requiredText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { sessionIdField } from './auth-fields';
import type { TokenPair } from './session';

/** POST /api/token/refresh. */
export const RefreshRequest = z.object({
  refresh_token: requiredText({ max: 4096 }).meta({ description: 'The refresh token of the session' }),
});
export type RefreshRequest = z.infer<typeof RefreshRequest>;

/** A new access token and a rotated refresh token; the session's life does not grow. */
export const REFRESH_SESSION = rpcMessage<TokenPair>()('auth.token.refresh', RefreshRequest);

/** Ends the actor's own session (by id, set by the gateway) or the session a refresh token belongs to. */
export const LogoutRequest = z
  .object({
    session_id: sessionIdField(),
    refresh_token: z.string({ error: FIELD_KEYS.option }).nullish(),
  })
  .superRefine((value, ctx) => {
    if (ctx.issues.length === 0 && value.session_id == null && value.refresh_token == null) {
      ctx.addIssue({ code: 'custom', path: ['session_id'], message: FIELD_KEYS.required });
    }
  });
export type LogoutRequest = z.input<typeof LogoutRequest>;

export const LOG_OUT = rpcMessage<{ ok: true }>()('auth.logout', LogoutRequest);
