import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AUTH_ERRORS, type LoginResult, type MessageMeta } from '@presently/contracts';
import { DomainError } from '@presently/messaging';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { loginRefusal } from '../../../accounts/domain/account-access';
import type { Account } from '../../../accounts/entities/account.entity';
import { Clock } from '../../../common/clock.service';
import { expiryFrom } from '../../../common/domain/code-challenge';
import { PasswordHasher } from '../../../common/password-hasher.service';
import { CompanySecurityRepository } from '../../../company-security/company-security.repository';
import { SessionsRepository } from '../../../sessions/sessions.repository';
import { OpenSessionUseCase } from '../../../sessions/usecases/open-session/open-session.usecase';
import { TwoFactorRepository } from '../../two-factor.repository';
import { TWO_FACTOR_CODE_TTL_SECONDS, TwoFactorCodes } from '../../two-factor-codes.service';

export interface LogInInput {
  /** Normalised. */
  email: string;
  password: string;
  rememberMe: boolean;
  ip: string | null;
}

/**
 * E-mail and password. A wrong password and an unknown e-mail answer alike, after the same work.
 * Then the account must be allowed in (company, not blocked or deactivated, e-mail verified). When its
 * company asks for two-factor by e-mail, a code is sent and the login waits for it; otherwise a session starts.
 */
@Injectable()
export class LogInUseCase {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly companySecurity: CompanySecurityRepository,
    private readonly sessions: SessionsRepository,
    private readonly openSession: OpenSessionUseCase,
    private readonly challenges: TwoFactorRepository,
    private readonly codes: TwoFactorCodes,
    private readonly clock: Clock,
  ) {}

  async execute(input: LogInInput, meta: MessageMeta): Promise<LoginResult> {
    const account = await this.accounts.findByEmail(input.email);
    const passwordOk = account?.passwordHash ? await this.hasher.verify(account.passwordHash, input.password) : await this.hasher.verifyDummy(input.password);
    if (!account || !passwordOk) throw new DomainError(AUTH_ERRORS.invalidCredentials, 401);

    const refusal = loginRefusal(account);
    if (refusal) throw new DomainError(refusal, 403);

    const security = await this.companySecurity.findByCompany(account.companyId as number);
    if (security?.twoFactorEmail) return this.startTwoFactor(account, input, meta);

    const subject = await this.sessions.loadSubject(account.userId);
    if (!subject) throw new DomainError(AUTH_ERRORS.invalidCredentials, 401);
    return this.openSession.execute({ subject, rememberMe: input.rememberMe, ip: input.ip });
  }

  private async startTwoFactor(account: Account, input: LogInInput, meta: MessageMeta): Promise<LoginResult> {
    const now = this.clock.now();
    const id = randomUUID();
    const { code, codeHash } = this.codes.create(id);
    const expiresAt = expiryFrom(now, TWO_FACTOR_CODE_TTL_SECONDS);
    await this.challenges.transaction(async (manager) => {
      await this.challenges.pruneOld(account.userId, now, manager);
      await this.challenges.insert(
        {
      id,
      userId: account.userId,
      codeHash,
      expiresAt,
      attempts: 0,
      resendCount: 0,
      locked: false,
      consumedAt: null,
      rememberMe: input.rememberMe,
      ip: input.ip,
        },
        manager,
      );
      await this.codes.send(manager, account, code, expiresAt, meta);
    });
    return { two_factor_required: true, challenge_id: id, expires_at: expiresAt.toISOString() };
  }
}
