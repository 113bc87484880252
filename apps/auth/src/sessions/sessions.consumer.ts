import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { AUTH_RPC, type MessageEnvelope, type RefreshRequest, type TokenPair } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { FIELD_ERRORS, FieldChecker, isUuid, throwIfInvalid } from '@presently/validation';
import { isRefreshTokenShape } from './domain/refresh-token';
import { LogOutUseCase } from './usecases/log-out/log-out.usecase';
import { RefreshSessionUseCase } from './usecases/refresh-session/refresh-session.usecase';

/**
 * Logout payload: the gateway names the acting session (`session_id`, the token's `sid`); a client
 * holding only its refresh token may send that instead.
 */
export interface LogoutRequest {
  session_id?: string;
  refresh_token?: string;
}

@Controller()
export class SessionsConsumer {
  constructor(
    private readonly refreshSession: RefreshSessionUseCase,
    private readonly logOut: LogOutUseCase,
  ) {}

  @MessagePattern(AUTH_RPC.refresh)
  refresh({ payload }: MessageEnvelope<RefreshRequest>): Promise<TokenPair> {
    const check = new FieldChecker(payload);
    const token = check.raw('refresh_token');
    throwIfInvalid(check);
    return this.refreshSession.execute(token);
  }

  @MessagePattern(AUTH_RPC.logout)
  async logout({ meta, payload }: MessageEnvelope<LogoutRequest>): Promise<{ ok: true }> {
    const check = new FieldChecker(payload);
    const sessionId = check.optionalRaw('session_id');
    const refreshToken = check.optionalRaw('refresh_token');
    if (sessionId !== undefined && !isUuid(sessionId)) check.fail('session_id', FIELD_ERRORS.invalidOption);
    if (sessionId === undefined && refreshToken === undefined && check.ok) check.fail('session_id', FIELD_ERRORS.required);
    throwIfInvalid(check);
    if (sessionId !== undefined) return this.logOut.execute({ sessionId, userId: requireActor(meta).userId });
    if (!isRefreshTokenShape(refreshToken)) return { ok: true };
    return this.logOut.execute({ refreshToken });
  }
}
