import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AUTH_ERRORS,
  ORG_RPC,
  ROLE,
  type AccountType,
  type Lang,
  type MessageMeta,
  type RegisterCompanyRequest,
  type RegisterCompanyResult,
  type RegisterResult,
} from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, type RpcClient, ValidationFailedError } from '@presently/messaging';
import { RPC_CLIENT } from '@presently/service-runtime';
import { AccountsRepository, type NewAccount } from '../../../accounts/accounts.repository';
import { Clock } from '../../../common/clock.service';
import { PasswordHasher } from '../../../common/password-hasher.service';
import { InvitationsRepository } from '../../../invitations/invitations.repository';
import { BotCheck } from '../../bot-check.service';
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

/**
 * Company registration. The bot check must be genuine and unused; the e-mail must be free. org creates
 * the company and its first user; auth gives that user an account (role 1, e-mail not verified yet) and
 * sends the verification link. The form's terms box is the registration's consent; the privacy and
 * terms acceptance step after the first login is still shown (spec: login → terms → my presence).
 */
@Injectable()
export class RegisterCompanyUseCase {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly botCheck: BotCheck,
    private readonly hasher: PasswordHasher,
    private readonly links: VerificationLinks,
    private readonly invitations: InvitationsRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegisterCompanyInput, meta: MessageMeta): Promise<RegisterResult> {
    // Checked before the e-mail lookup, so that probing which addresses are taken needs a solved challenge;
    // used up only once the form is acceptable, so that correcting a field does not need a new one.
    if (!(await this.botCheck.isValid(input.botCheck))) throw new DomainError(AUTH_ERRORS.botCheckFailed, 400);
    if (await this.accounts.findByEmail(input.email)) throw emailTaken();
    if (!(await this.botCheck.consume(input.botCheck))) throw new DomainError(AUTH_ERRORS.botCheckFailed, 400);

    const request: RegisterCompanyRequest = {
      registration_id: randomUUID(),
      company_name: input.companyName,
      account_type: input.accountType,
      email: input.email,
      lang: input.lang,
    };
    const created = await this.rpc.send<RegisterCompanyResult>('org', ORG_RPC.registerCompany, request, meta);

    const now = this.clock.now();
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
      passwordChangedAt: now,
    };
    try {
      await this.accounts.transaction(async (manager) => {
        await this.accounts.insert(account, manager);
        await this.links.send(manager, account, meta);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'accounts_email_key')) throw emailTaken();
      if (!isUniqueViolation(err, 'accounts_pkey')) throw err;
      await this.completeAccountMadeFromEvent(account, meta);
    }
    return { user_id: created.user_id, company_id: created.company_id };
  }

  /**
   * org's user event for the new user was applied first and made the account without a password (and
   * an invitation): this registration completes it, and the invitation stops working.
   */
  private async completeAccountMadeFromEvent(account: NewAccount, meta: MessageMeta): Promise<void> {
    await this.accounts.transaction(async (manager) => {
      const existing = await this.accounts.findByIdForUpdate(account.userId, manager);
      if (!existing || existing.passwordHash !== null) throw emailTaken();
      const { userId, ...values } = account;
      await this.accounts.update(userId, { ...values, status: existing.status }, manager);
      await this.invitations.deleteForUser(userId, manager);
      await this.links.send(manager, account, meta);
    });
  }
}
