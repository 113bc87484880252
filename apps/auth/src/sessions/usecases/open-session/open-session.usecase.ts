import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokenClaims, type TokenPair } from '@presently/contracts';
import { Clock } from '../../../common/clock.service';
import { buildSessionRecord, sessionLifetimeSeconds, type SessionSubject } from '../../domain/session-record';
import { hashRefreshToken, newRefreshToken } from '../../domain/refresh-token';
import { SessionStore } from '../../session.store';
import { SessionsRepository } from '../../sessions.repository';

export interface OpenSessionInput {
  subject: SessionSubject;
  rememberMe: boolean;
  ip: string | null;
}

/**
 * Starts a session for an account that passed every login check: a row with the refresh token's
 * hash, the record in Redis for the gateway, and a short-lived access token naming the session.
 */
@Injectable()
export class OpenSessionUseCase {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly store: SessionStore,
    private readonly jwt: JwtService,
    private readonly clock: Clock,
  ) {}

  async execute({ subject, rememberMe, ip }: OpenSessionInput): Promise<TokenPair> {
    const now = this.clock.now();
    const sid = randomUUID();
    const refreshToken = newRefreshToken();
    const lifetime = sessionLifetimeSeconds(rememberMe);
    await this.sessions.insert({
      id: sid,
      userId: subject.userId,
      refreshTokenHash: hashRefreshToken(refreshToken),
      rememberMe,
      expiresAt: new Date(now.getTime() + lifetime * 1000),
      revokedAt: null,
      lastRefreshedAt: null,
      ip,
    });
    await this.store.write(buildSessionRecord(sid, subject, now), lifetime);
    await this.sessions.pruneEnded(subject.userId, now);
    return { access_token: await this.signAccessToken(sid, subject), refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SECONDS };
  }

  signAccessToken(sid: string, subject: SessionSubject): Promise<string> {
    const claims: AccessTokenClaims = { sub: subject.userId, sid, cid: subject.companyId, rid: subject.roleId };
    return this.jwt.signAsync(claims, { algorithm: 'HS256', expiresIn: ACCESS_TOKEN_TTL_SECONDS });
  }
}
