import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { LOG_OUT, LogoutRequest, REFRESH_SESSION, RefreshRequest, type MessageEnvelope, type TokenPair } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { isRefreshTokenShape } from './domain/refresh-token';
import { LogOutUseCase } from './usecases/log-out/log-out.usecase';
import { RefreshSessionUseCase } from './usecases/refresh-session/refresh-session.usecase';

@Controller()
export class SessionsConsumer {
  constructor(
    private readonly refreshSession: RefreshSessionUseCase,
    private readonly logOut: LogOutUseCase,
  ) {}

  @MessagePattern(REFRESH_SESSION.pattern)
  refresh({ payload }: MessageEnvelope): Promise<TokenPair> {
    return this.refreshSession.execute(readRequest(RefreshRequest, payload).refresh_token);
  }

  /** The gateway names the acting session (the token's `sid`); a client holding only its refresh token may send that instead. */
  @MessagePattern(LOG_OUT.pattern)
  async logout({ meta, payload }: MessageEnvelope): Promise<{ ok: true }> {
    const { session_id: sessionId, refresh_token: refreshToken } = readRequest(LogoutRequest, payload);
    if (sessionId) return this.logOut.execute({ sessionId, userId: requireActor(meta).userId });
    if (!isRefreshTokenShape(refreshToken)) return { ok: true };
    return this.logOut.execute({ refreshToken });
  }
}
