import { Injectable } from '@nestjs/common';
import { ACCESS_TOKEN_TTL_SECONDS, ERROR_KEYS, type TokenPair } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import { loginRefusal } from '../../../accounts/domain/account-access';
import { Clock } from '../../../common/clock.service';
import { hashRefreshToken, isRefreshTokenShape, newRefreshToken } from '../../domain/refresh-token';
import { buildSessionRecord, remainingSeconds } from '../../domain/session-record';
import { SessionStore } from '../../session.store';
import { SessionsRepository } from '../../sessions.repository';
import { OpenSessionUseCase } from '../open-session/open-session.usecase';

const unauthenticated = () => new DomainError(ERROR_KEYS.unauthenticated, 401);

/**
 * Exchanges a refresh token for a new pair. The old token stops working (rotation); the session's
 * life does not grow; its Redis record is rewritten from the current data (flags, role, language).
 * An account that may no longer log in (blocked, deactivated, …) loses the session.
 */
@Injectable()
export class RefreshSessionUseCase {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly store: SessionStore,
    private readonly openSession: OpenSessionUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(refreshToken: unknown): Promise<TokenPair> {
    if (!isRefreshTokenShape(refreshToken)) throw unauthenticated();
    const now = this.clock.now();
    const nextToken = newRefreshToken();
    const session = await this.sessions.rotate(hashRefreshToken(refreshToken), hashRefreshToken(nextToken), now);
    if (!session) throw unauthenticated();

    const subject = await this.sessions.loadSubject(session.userId);
    if (!subject || loginRefusal(subject) !== null) {
      await this.sessions.revoke(session.id, now);
      await this.store.remove([session.id]);
      throw unauthenticated();
    }
    await this.store.write(buildSessionRecord(session.id, subject, now), remainingSeconds(session.expiresAt, now));
    return {
      access_token: await this.openSession.signAccessToken(session.id, subject),
      refresh_token: nextToken,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
    };
  }
}
