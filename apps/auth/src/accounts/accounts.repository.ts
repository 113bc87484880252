import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { Account } from './entities/account.entity';

export type AccountPatch = Partial<Omit<Account, 'userId' | 'createdAt' | 'updatedAt'>>;
/** A new account's values; `userChangedAt` only for accounts made from org's user events. */
export type NewAccount = Omit<Account, 'createdAt' | 'updatedAt' | 'userChangedAt'> & Partial<Pick<Account, 'userChangedAt'>>;

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

  /** The account of a user of one company (service-to-service questions name the company). */
  findInCompany(companyId: number, userId: number): Promise<Account | null> {
    return this.repo().findOneBy({ companyId, userId });
  }

  /** The account row locked for the rest of the transaction (password changes, provisioning). */
  findByIdForUpdate(userId: number, manager: EntityManager): Promise<Account | null> {
    return this.repo(manager).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  findByEmail(email: string, manager?: EntityManager): Promise<Account | null> {
    return this.repo(manager).createQueryBuilder('a').where('lower(a.email) = lower(:email)', { email }).getOne();
  }

  async insert(account: NewAccount, manager?: EntityManager): Promise<void> {
    await this.repo(manager).insert(account);
  }

  /**
   * Inserts an account unless one with its user id exists (made concurrently); whether it was inserted.
   * An e-mail that belongs to another account still fails (unique violation on accounts_email_key).
   */
  async insertIfAbsent(account: NewAccount, manager: EntityManager): Promise<boolean> {
    const rows = await manager.query<unknown[]>(
      `INSERT INTO "auth"."accounts"
         ("user_id", "company_id", "email", "password_hash", "role_id", "status", "lang", "email_verified_at",
          "terms_accepted_at", "must_change_password", "password_changed_at", "user_changed_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT ("user_id") DO NOTHING
       RETURNING "user_id"`,
      [
        account.userId,
        account.companyId,
        account.email,
        account.passwordHash,
        account.roleId,
        account.status,
        account.lang,
        account.emailVerifiedAt,
        account.termsAcceptedAt,
        account.mustChangePassword,
        account.passwordChangedAt,
        account.userChangedAt ?? null,
      ],
    );
    return rows.length > 0;
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
