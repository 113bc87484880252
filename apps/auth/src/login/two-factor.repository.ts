import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { TwoFactorChallenge } from './entities/two-factor-challenge.entity';

export type ChallengePatch = Partial<Pick<TwoFactorChallenge, 'codeHash' | 'expiresAt' | 'attempts' | 'resendCount' | 'locked' | 'consumedAt'>>;

/** Two-factor challenges in the auth schema. */
@Injectable()
export class TwoFactorRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager): Repository<TwoFactorChallenge> {
    return (manager ?? this.dataSource.manager).getRepository(TwoFactorChallenge);
  }

  async insert(challenge: Omit<TwoFactorChallenge, 'createdAt'>, manager: EntityManager): Promise<void> {
    await this.repo(manager).insert(challenge);
  }

  /** The challenge locked for the transaction: concurrent guesses are counted one after another. */
  findForUpdate(id: string, manager: EntityManager): Promise<TwoFactorChallenge | null> {
    return this.repo(manager).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(id: string, patch: ChallengePatch, manager: EntityManager): Promise<void> {
    await this.repo(manager).update({ id }, patch);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Forgets a user's challenges older than a day (long over, whatever became of them). */
  async pruneOld(userId: number, now: Date, manager: EntityManager): Promise<void> {
    const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
    await this.repo(manager).createQueryBuilder().delete().from(TwoFactorChallenge).where('user_id = :userId AND created_at < :dayAgo', { userId, dayAgo }).execute();
  }
}
