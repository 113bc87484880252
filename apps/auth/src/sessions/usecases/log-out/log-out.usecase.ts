import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock.service';
import { hashRefreshToken } from '../../domain/refresh-token';
import { SessionStore } from '../../session.store';
import { SessionsRepository } from '../../sessions.repository';

/** The acting user's session (from the access token), or the session a refresh token belongs to. */
export type LogOutInput = { sessionId: string; userId: number } | { refreshToken: string };

/** Ends one session: revoked in the database, its Redis record gone. Already ended is fine. */
@Injectable()
export class LogOutUseCase {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly store: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: LogOutInput): Promise<{ ok: true }> {
    const now = this.clock.now();
    if ('refreshToken' in input) {
      const sid = await this.sessions.idByRefreshHash(hashRefreshToken(input.refreshToken));
      if (sid) {
        await this.sessions.revoke(sid, now);
        await this.store.remove([sid]);
      }
      return { ok: true };
    }
    // Only the actor's own session: a session id never ends someone else's.
    const session = await this.sessions.findById(input.sessionId);
    if (session && session.userId === input.userId) {
      await this.sessions.revoke(session.id, now);
      await this.store.remove([session.id]);
    }
    return { ok: true };
  }
}
