import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock.service';
import { buildSessionRecord } from './domain/session-record';
import { SessionStore } from './session.store';
import { SessionsRepository } from './sessions.repository';

/** Keeps the Redis records of live sessions in step with the database after a change. */
@Injectable()
export class SessionRecords {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly store: SessionStore,
    private readonly clock: Clock,
  ) {}

  /** Rewrites the records of a user's live sessions from the current account and company data. */
  async refreshForUser(userId: number): Promise<void> {
    const now = this.clock.now();
    const [subject, ids] = await Promise.all([this.sessions.loadSubject(userId), this.sessions.liveIdsForUser(userId, now)]);
    if (!subject) return;
    await Promise.all(ids.map((sid) => this.store.replace(buildSessionRecord(sid, subject, now))));
  }

  /** The same for every user of a company (its security settings changed). */
  async refreshForCompany(companyId: number): Promise<void> {
    const users = await this.sessions.usersWithLiveSessionsInCompany(companyId, this.clock.now());
    for (const userId of users) await this.refreshForUser(userId);
  }

  /**
   * Brings a user's sessions in line with the account as it is now: an account that is not active
   * loses every session (revoked, and each record removed, also of sessions revoked earlier); an
   * active one gets its records rewritten. Idempotent, so it can repair a step that failed before.
   */
  async syncForUser(userId: number): Promise<void> {
    const now = this.clock.now();
    const subject = await this.sessions.loadSubject(userId);
    if (!subject) return;
    if (subject.status !== 'active') {
      await this.sessions.revokeAllForUser(userId, now, null);
      await this.store.remove(await this.sessions.unexpiredIdsForUser(userId, now));
      return;
    }
    await this.refreshForUser(userId);
  }

  /** Removes revoked sessions' records, which ends them at the gateway at once. */
  async forget(sids: string[]): Promise<void> {
    await this.store.remove(sids);
  }
}
