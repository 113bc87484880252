import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { MessageMeta } from '@presently/contracts';
import { handleOnce, isUniqueViolation } from '@presently/database';
import { AccountsRepository, type AccountPatch } from '../../../accounts/accounts.repository';
import type { Account } from '../../../accounts/entities/account.entity';
import { Clock } from '../../../common/clock.service';
import { InvitationIssuer } from '../../../invitations/invitation-issuer.service';
import { InvitationsRepository } from '../../../invitations/invitations.repository';
import { SessionRecords } from '../../../sessions/session-records.service';
import { SessionsRepository } from '../../../sessions/sessions.repository';
import { planUserChange, type HeldAccount, type UserChange, type UserChangePlan } from '../../domain/user-change';

/**
 * Keeps an account in step with org's user (e-mail, role, status, company), once per event and never
 * with an older event than the one applied (events are handled concurrently, so a newer change can
 * overtake the "created" one: that still sends the invitation). A new user gets an account without a
 * password and an invitation; a blocked or deactivated user loses every session at once; role and
 * e-mail changes reach the live session records. The account's language stays the user's own choice.
 */
@Injectable()
export class ApplyUserChangeUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: AccountsRepository,
    private readonly invitations: InvitationsRepository,
    private readonly issuer: InvitationIssuer,
    private readonly sessions: SessionsRepository,
    private readonly sessionRecords: SessionRecords,
    private readonly clock: Clock,
  ) {}

  async execute(event: { id: string; name: string }, change: UserChange, meta: MessageMeta): Promise<void> {
    try {
      await handleOnce(this.dataSource, event, (manager) => this.apply(change, manager, meta));
    } catch (err) {
      // Another account has the address (org and auth disagree): logged, redelivered once, then dead-lettered.
      if (isUniqueViolation(err, 'accounts_email_key')) {
        throw new Error(`org user event ${event.id} not applied: the e-mail of user ${change.userId} belongs to another account`, { cause: err });
      }
      throw err;
    }
    // Also after a redelivered event: repairs a Redis step that failed after the commit.
    await this.sessionRecords.syncForUser(change.userId);
  }

  private async apply(change: UserChange, manager: EntityManager, meta: MessageMeta): Promise<void> {
    let existing = await this.accounts.findByIdForUpdate(change.userId, manager);
    if (!existing) {
      if (await this.accounts.insertIfAbsent(newAccount(change), manager)) {
        const plan = planUserChange(null, change);
        if (plan.apply) await this.afterApplied(plan, change, manager, meta);
        return;
      }
      // Made concurrently (another event, provisioning, registration): now as an update.
      existing = await this.accounts.findByIdForUpdate(change.userId, manager);
      if (!existing) return;
    }
    const plan = planUserChange(await this.held(existing, manager), change);
    if (!plan.apply) {
      // A late "created": the data stays the newer event's; the invitation goes to the address held.
      if (plan.invite) await this.invite({ ...change, email: existing.email }, manager, meta);
      return;
    }
    await this.accounts.update(change.userId, patchOf(change), manager);
    await this.afterApplied(plan, change, manager, meta);
  }

  private async held(account: Account, manager: EntityManager): Promise<HeldAccount> {
    return {
      companyId: account.companyId,
      email: account.email,
      roleId: account.roleId,
      status: account.status,
      hasPassword: account.passwordHash !== null,
      invited: await this.invitations.existsForUser(account.userId, manager),
      userChangedAt: account.userChangedAt,
    };
  }

  private async afterApplied(plan: Extract<UserChangePlan, { apply: true }>, change: UserChange, manager: EntityManager, meta: MessageMeta): Promise<void> {
    if (plan.endSessions) await this.sessions.revokeAllForUser(change.userId, this.clock.now(), null, manager);
    if (plan.dropInvitation) await this.invitations.deleteForUser(change.userId, manager);
    if (plan.invite) await this.invite(change, manager, meta);
  }

  private invite(change: UserChange, manager: EntityManager, meta: MessageMeta): Promise<void> {
    // org's event does not carry the company's name; the e-mail reads well without it.
    return this.issuer.issue({ userId: change.userId, email: change.email, lang: change.lang, fullName: change.fullName, companyName: null }, manager, meta);
  }
}

/** A new account: the invitation sets the first password and proves the address; the terms come after the first login. */
function newAccount(change: UserChange) {
  return {
    userId: change.userId,
    companyId: change.companyId,
    email: change.email,
    passwordHash: null,
    roleId: change.roleId,
    status: change.status,
    lang: change.lang,
    emailVerifiedAt: null,
    termsAcceptedAt: null,
    mustChangePassword: false,
    passwordChangedAt: null,
    userChangedAt: change.changedAt,
  };
}

function patchOf(change: UserChange): AccountPatch {
  return { companyId: change.companyId, email: change.email, roleId: change.roleId, status: change.status, userChangedAt: change.changedAt };
}
