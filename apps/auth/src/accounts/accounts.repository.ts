import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Account } from './entities/account.entity';

export type AccountPatch = Partial<Omit<Account, 'userId' | 'createdAt' | 'updatedAt'>>;

/** Accounts in the auth schema. E-mails are stored normalised; lookups compare lower-case. */
@Injectable()
export class AccountsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repo(manager?: EntityManager): Repository<Account> {
    return (manager ?? this.dataSource.manager).getRepository(Account);
  }

  findById(userId: number, manager?: EntityManager): Promise<Account | null> {
    return this.repo(manager).findOneBy({ userId });
  }

  /** The account row locked for the rest of the transaction (password changes, provisioning). */
  findByIdForUpdate(userId: number, manager: EntityManager): Promise<Account | null> {
    return this.repo(manager).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<Account | null> {
    return this.repo(manager).createQueryBuilder('a').where('lower(a.email) = lower(:email)', { email }).getOne();
  }

  async insert(account: Omit<Account, 'createdAt' | 'updatedAt'>, manager?: EntityManager): Promise<void> {
    await this.repo(manager).insert(account);
  }

  async update(userId: number, patch: AccountPatch, manager?: EntityManager): Promise<void> {
    await this.repo(manager).update({ userId }, patch);
  }

  /** Sets the terms acceptance unless it is already recorded. */
  async acceptTerms(userId: number, now: Date): Promise<void> {
    await this.repo().createQueryBuilder().update(Account).set({ termsAcceptedAt: now }).where('user_id = :userId AND terms_accepted_at IS NULL', { userId }).execute();
  }

  /** Marks the address verified unless it already is. */
  async markEmailVerified(userId: number, now: Date): Promise<void> {
    await this.repo().createQueryBuilder().update(Account).set({ emailVerifiedAt: now }).where('user_id = :userId AND email_verified_at IS NULL', { userId }).execute();
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
