import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  ABANDON_REGISTRATION,
  AUTH_ERRORS,
  REGISTER_COMPANY,
  REGISTRATION_COMPLETED,
  ROLE,
  type AccountType,
  type Lang,
  type MessageMeta,
  type RegisterCompanyResult,
  type RegisterResult,
} from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, ValidationFailedError } from '@presently/domain';
import type { RpcClient } from '@presently/messaging';
import { EventOutbox, RPC_CLIENT } from '@presently/service-runtime';
import { AccountsRepository, type NewAccount } from '../../../accounts/accounts.repository';
import { Clock } from '../../../common/clock.service';
import { PasswordHasher } from '../../../common/password-hasher.service';
import { InvitationsRepository } from '../../../invitations/invitations.repository';
import { BotCheck } from '../../bot-check.service';
import { registrantKey, registrationIdOf } from '../../domain/registration-identity';
import { RegistrationsRepository } from '../../registrations.repository';
import { VerificationLinks } from '../../verification-links.service';

export interface RegisterCompanyInput {
  companyName: string;
  /** Normalised. */
  email: string;
  /** Already checked against the password policy and its confirmation. */
  password: string;
  accountType: AccountType;
  lang: Lang;
  botCheck: string;
}

const emailTaken = () => new ValidationFailedError({ email: [AUTH_ERRORS.emailTaken] });
const botCheckFailed = () => new DomainError(AUTH_ERRORS.botCheckFailed, 400);

/**
 * Company registration, owned by auth from start to end (docs/identity.md, "Registration"):
 * 1. the bot check must be genuine and unused, or used by this same registration (a client's retry);
 *    the e-mail must be free; the solution names the registration (its id);
 * 2. org makes the company and its first user, idempotently by that id, and announces nothing yet;
 * 3. auth makes the account (role 1, e-mail not verified yet) with the verification link and the
 *    completion event in one transaction: the event is what lets org announce the company.
 * When step 3 fails, auth abandons the registration in org (the company and everything made with it
 * go) unless it cannot tell whether its account was committed; then the client's retry completes it.
 * The form's terms box is the registration's consent; the privacy and terms acceptance step after the
 * first login is still shown (spec: login → terms → my presence).
 */
@Injectable()
export class RegisterCompanyUseCase {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly botCheck: BotCheck,
    private readonly hasher: PasswordHasher,
    private readonly links: VerificationLinks,
    private readonly invitations: InvitationsRepository,
    private readonly outbox: EventOutbox,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly clock: Clock,
    private readonly registrations: RegistrationsRepository,
  ) {}

  async execute(input: RegisterCompanyInput, meta: MessageMeta): Promise<RegisterResult> {
    // Checked before the e-mail lookup, so that probing which addresses are taken needs a solved challenge;
    // used up only once the form is acceptable, so that correcting a field does not need a new one.
    const ticket = await this.botCheck.genuine(input.botCheck);
    if (!ticket) throw botCheckFailed();
    const registrant = registrantKey(input.email);
    const usedBy = await this.botCheck.holder(ticket);
    if (usedBy !== null && usedBy !== registrant) throw botCheckFailed();
    // A retry may find its own account (the first try completed): the account step tells.
    if (usedBy === null) {
      if (await this.accounts.findByEmail(input.email)) throw emailTaken();
      if (!(await this.botCheck.claim(ticket, registrant))) throw botCheckFailed();
    }

    const registrationId = registrationIdOf(ticket.signature);
    // Recorded before org is asked: if auth dies from here to its own commit, the sweeper finds it.
    await this.registrations.start(registrationId, this.clock.now());
    const created = await this.rpc.call(
      REGISTER_COMPANY,
      { registration_id: registrationId, company_name: input.companyName, account_type: input.accountType, email: input.email, lang: input.lang },
      meta,
    );
    await this.registrations.madeInOrg(registrationId, created.company_id, created.user_id);

    const account: NewAccount = {
      userId: created.user_id,
      companyId: created.company_id,
      email: input.email,
      passwordHash: await this.hasher.hash(input.password),
      roleId: ROLE.SYSADMIN,
      status: 'active' as const,
      lang: input.lang,
      emailVerifiedAt: null,
      termsAcceptedAt: null,
      mustChangePassword: false,
      passwordChangedAt: this.clock.now(),
    };
    try {
      await this.accounts.transaction(async (manager) => {
        await this.accounts.insert(account, manager);
        await this.completed(manager, registrationId, created, account, meta);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'accounts_pkey') || isUniqueViolation(err, 'accounts_email_key')) {
        await this.settleExisting(registrationId, created, account, input.password, meta);
      } else {
        await this.abandon(registrationId, created.user_id, meta);
        throw err;
      }
    }
    return { user_id: created.user_id, company_id: created.company_id };
  }

  /** The account exists, and the registration can complete: the link goes out, org may announce the company. */
  private async completed(manager: EntityManager, registrationId: string, created: RegisterCompanyResult, account: NewAccount, meta: MessageMeta): Promise<void> {
    await this.links.send(manager, account, meta);
    await this.registrations.complete(manager, registrationId, created.company_id, created.user_id);
    await this.outbox.add(manager, meta, {
      event: REGISTRATION_COMPLETED,
      payload: { registration_id: registrationId, company_id: created.company_id, user_id: created.user_id },
      aggregate: `registration:${registrationId}`,
    });
  }

  /**
   * The insert met an account already there. Org's user id is this registration's, so an account
   * with it was made by this registration (a retry whose first try completed: the same password
   * answers the same ids) or from org's user event (without a password: this registration completes
   * it and its invitation stops working). Any other holder of the address: the e-mail is taken, and
   * the company org made for this registration goes.
   */
  private async settleExisting(registrationId: string, created: RegisterCompanyResult, account: NewAccount, password: string, meta: MessageMeta): Promise<void> {
    const existing = await this.accounts.findById(account.userId);
    if (!existing) {
      await this.abandon(registrationId, account.userId, meta);
      throw emailTaken();
    }
    if (existing.passwordHash !== null) {
      if (existing.email === account.email && (await this.hasher.verify(existing.passwordHash, password))) return;
      throw emailTaken();
    }
    await this.accounts.transaction(async (manager) => {
      const held = await this.accounts.findByIdForUpdate(account.userId, manager);
      if (!held || held.passwordHash !== null) throw emailTaken();
      const { userId, ...values } = account;
      await this.accounts.update(userId, { ...values, status: held.status }, manager);
      await this.invitations.deleteForUser(userId, manager);
      await this.completed(manager, registrationId, created, account, meta);
    });
  }

  /**
   * The compensation of org's step. Only when auth is sure it holds no account for the registrant:
   * if it cannot even read that, the account's commit may have gone through, and the retry decides.
   */
  private async abandon(registrationId: string, userId: number, meta: MessageMeta): Promise<void> {
    try {
      if (await this.accounts.findById(userId)) return;
      await this.rpc.call(ABANDON_REGISTRATION, { registration_id: registrationId }, meta);
      await this.registrations.abandoned(registrationId);
    } catch (err) {
      // The registration stays pending in org (invisible: no account, nothing announced); a retry
      // completes it, or the sweeper abandons it once no retry can come (stale-registration.ts).
      this.logger.warn(`registration ${registrationId} not abandoned: ${(err as Error).message}`);
    }
  }
}
