import { Injectable } from '@nestjs/common';
import { AUTH_ERRORS, type Lang, type ProvisionedAccount } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { ValidationFailedError } from '@presently/messaging';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock.service';
import { PasswordHasher } from '../../../common/password-hasher.service';
import { SessionRecords } from '../../../sessions/session-records.service';
import { AccountsRepository, type AccountPatch } from '../../../accounts/accounts.repository';
import type { Account } from '../../../accounts/entities/account.entity';

export interface AccountToProvision {
  userId: number;
  companyId: number;
  email: string;
  roleId: number;
  lang: Lang;
  /** Already checked against the password policy. */
  password?: string;
  termsAccepted: boolean;
  emailVerified: boolean;
}

/**
 * Gives org users accounts (demo seed; later invitations). Idempotent: an account that exists (by user
 * id or e-mail) is brought up to date instead — company, role, e-mail; a given password replaces a
 * different one; verification and terms are set once and never unset; the chosen language is kept.
 * Without any password the user must set one (must_change_password).
 */
@Injectable()
export class ProvisionAccountsUseCase {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessionRecords: SessionRecords,
    private readonly clock: Clock,
  ) {}

  async execute(items: AccountToProvision[]): Promise<{ accounts: ProvisionedAccount[] }> {
    const results: ProvisionedAccount[] = [];
    for (const [index, item] of items.entries()) {
      let result: ProvisionedAccount;
      try {
        result = await this.provisionOne(item, index);
      } catch (err) {
        // Created concurrently by another request: once more, now as an update.
        if (!isUniqueViolation(err)) throw err;
        result = await this.provisionOne(item, index);
      }
      if (!result.created) await this.sessionRecords.refreshForUser(item.userId);
      results.push(result);
    }
    return { accounts: results };
  }

  private provisionOne(item: AccountToProvision, index: number): Promise<ProvisionedAccount> {
    return this.accounts.transaction(async (manager) => {
      const now = this.clock.now();
      const byId = await this.accounts.findByIdForUpdate(item.userId, manager);
      const byEmail = await this.accounts.findByEmail(item.email, manager);
      if (byEmail && byEmail.userId !== item.userId) {
        throw new ValidationFailedError({ [`accounts.${index}.email`]: [AUTH_ERRORS.emailTaken] });
      }
      if (!byId) {
        await this.insert(item, now, manager);
        return { user_id: item.userId, email: item.email, created: true };
      }
      await this.accounts.update(item.userId, await this.changes(byId, item, now), manager);
      return { user_id: item.userId, email: item.email, created: false };
    });
  }

  private async insert(item: AccountToProvision, now: Date, manager: EntityManager): Promise<void> {
    const passwordHash = item.password ? await this.hasher.hash(item.password) : null;
    await this.accounts.insert(
      {
        userId: item.userId,
        companyId: item.companyId,
        email: item.email,
        passwordHash,
        roleId: item.roleId,
        status: 'active',
        lang: item.lang,
        emailVerifiedAt: item.emailVerified ? now : null,
        termsAcceptedAt: item.termsAccepted ? now : null,
        mustChangePassword: passwordHash === null,
        passwordChangedAt: passwordHash === null ? null : now,
      },
      manager,
    );
  }

  private async changes(existing: Account, item: AccountToProvision, now: Date): Promise<AccountPatch> {
    const patch: AccountPatch = { companyId: item.companyId, roleId: item.roleId, email: item.email };
    if (item.password) {
      const same = existing.passwordHash !== null && (await this.hasher.verify(existing.passwordHash, item.password));
      if (!same) Object.assign(patch, { passwordHash: await this.hasher.hash(item.password), passwordChangedAt: now, mustChangePassword: false });
    } else if (existing.passwordHash === null) {
      patch.mustChangePassword = true;
    }
    if (item.emailVerified && !existing.emailVerifiedAt) patch.emailVerifiedAt = now;
    if (item.termsAccepted && !existing.termsAcceptedAt) patch.termsAcceptedAt = now;
    return patch;
  }
}
