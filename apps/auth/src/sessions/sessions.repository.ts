import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { Lang } from '@presently/contracts';
import type { AccessFacts, AccountStatus } from '../accounts/domain/account-access';
import type { SessionSubject } from './domain/session-record';
import { Session } from './entities/session.entity';

export interface RotatedSession {
  id: string;
  userId: number;
  expiresAt: Date;
}

/** A session's subject with the facts that decide whether it may still hold the session. */
export type SessionSubjectRow = SessionSubject & AccessFacts;

interface SubjectRaw {
  user_id: number;
  company_id: number | null;
  role_id: number;
  lang: Lang;
  status: AccountStatus;
  email_verified_at: Date | null;
  terms_accepted_at: Date | null;
  must_change_password: boolean;
  password_changed_at: Date | null;
  password_reset_3_months: boolean | null;
  special_reports: boolean | null;
}

/** Sessions in the auth schema, and the account data their Redis records are made of. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager): Repository<Session> {
    return (manager ?? this.dataSource.manager).getRepository(Session);
  }

  async insert(session: Omit<Session, 'createdAt'>, manager?: EntityManager): Promise<void> {
    await this.repo(manager).insert(session);
  }

  /**
   * Swaps a live session's refresh token for a new one, atomically: of two requests with the same
   * token only one wins. Null when the token is unknown, already rotated, revoked or expired.
   */
  async rotate(oldHash: string, newHash: string, now: Date): Promise<RotatedSession | null> {
    const result = await this.repo()
      .createQueryBuilder()
      .update(Session)
      .set({ refreshTokenHash: newHash, lastRefreshedAt: now })
      .where('refresh_token_hash = :oldHash AND revoked_at IS NULL AND expires_at > :now', { oldHash, now })
      .returning('id, user_id, expires_at')
      .execute();
    const row = (result.raw as Array<{ id: string; user_id: number; expires_at: Date }>)[0];
    return row ? { id: row.id, userId: row.user_id, expiresAt: new Date(row.expires_at) } : null;
  }

  async idByRefreshHash(hash: string): Promise<string | null> {
    const session = await this.repo().findOne({ where: { refreshTokenHash: hash }, select: { id: true } });
    return session?.id ?? null;
  }

  findById(id: string): Promise<Session | null> {
    return this.repo().findOneBy({ id });
  }

  /** Revokes one session; its id when it was live (and belongs to the user, when one is named). */
  async revoke(id: string, now: Date, userId?: number): Promise<boolean> {
    const qb = this.repo().createQueryBuilder().update(Session).set({ revokedAt: now }).where('id = :id AND revoked_at IS NULL', { id });
    if (userId !== undefined) qb.andWhere('user_id = :userId', { userId });
    const result = await qb.execute();
    return (result.affected ?? 0) > 0;
  }

  /** Revokes every live session of a user (but one, when named); returns the ids revoked. */
  async revokeAllForUser(userId: number, now: Date, exceptId: string | null, manager?: EntityManager): Promise<string[]> {
    const qb = this.repo(manager)
      .createQueryBuilder()
      .update(Session)
      .set({ revokedAt: now })
      .where('user_id = :userId AND revoked_at IS NULL', { userId })
      .returning(['id']);
    if (exceptId) qb.andWhere('id <> :exceptId', { exceptId });
    const result = await qb.execute();
    return (result.raw as Array<{ id: string }>).map((r) => r.id);
  }

  /** Ids of a user's sessions that are neither revoked nor over. */
  async liveIdsForUser(userId: number, now: Date): Promise<string[]> {
    const rows = await this.repo()
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.user_id = :userId AND s.revoked_at IS NULL AND s.expires_at > :now', { userId, now })
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /** Ids of a user's sessions that are not over, revoked or not (their Redis records may still exist). */
  async unexpiredIdsForUser(userId: number, now: Date): Promise<string[]> {
    const rows = await this.repo()
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .where('s.user_id = :userId AND s.expires_at > :now', { userId, now })
      .getRawMany<{ id: string }>();
    return rows.map((r) => r.id);
  }

  /** Users of a company who have live sessions. */
  async usersWithLiveSessionsInCompany(companyId: number, now: Date): Promise<number[]> {
    const rows = await this.dataSource.query<Array<{ user_id: number }>>(
      `SELECT DISTINCT s.user_id FROM "auth"."sessions" s JOIN "auth"."accounts" a ON a.user_id = s.user_id
       WHERE a.company_id = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
      [companyId, now],
    );
    return rows.map((r) => r.user_id);
  }

  /** The account and its company's security settings (off when unknown), or null without an account. */
  async loadSubject(userId: number, manager?: EntityManager): Promise<SessionSubjectRow | null> {
    const rows = await (manager ?? this.dataSource.manager).query<SubjectRaw[]>(
      `SELECT a.user_id, a.company_id, a.role_id, a.lang, a.status, a.email_verified_at, a.terms_accepted_at,
              a.must_change_password, a.password_changed_at, c.password_reset_3_months, c.special_reports
       FROM "auth"."accounts" a LEFT JOIN "auth"."company_security" c ON c.company_id = a.company_id
       WHERE a.user_id = $1`,
      [userId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      userId: r.user_id,
      companyId: r.company_id ?? 0,
      roleId: r.role_id,
      lang: r.lang,
      status: r.status,
      emailVerifiedAt: r.email_verified_at,
      termsAcceptedAt: r.terms_accepted_at,
      mustChangePassword: r.must_change_password,
      passwordChangedAt: r.password_changed_at,
      passwordReset3Months: r.password_reset_3_months ?? false,
      specialReports: r.special_reports ?? false,
    };
  }

  /** Forgets a user's sessions that ended (expired or revoked) more than a day ago. */
  async pruneEnded(userId: number, now: Date): Promise<void> {
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    await this.repo()
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where('user_id = :userId AND (expires_at < :dayAgo OR revoked_at < :dayAgo)', { userId, dayAgo })
      .execute();
  }
}
