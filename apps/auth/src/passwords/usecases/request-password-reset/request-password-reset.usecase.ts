import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Lang, MessageMeta } from '@presently/contracts';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { AUTH_CONFIG, type AuthConfig } from '../../../common/auth.config';
import { AuthEventsAnnouncer } from '../../../common/auth-events.announcer';
import { Clock } from '../../../common/clock.service';
import { expiryFrom } from '../../../common/domain/code-challenge';
import { generateCode, hashCode } from '../../../common/domain/one-time-code';
import { PasswordResetRepository } from '../../password-reset.repository';

/** A reset code lives 15 minutes. */
export const RESET_CODE_TTL_SECONDS = 15 * 60;

export interface ForgotPasswordResult {
  ok: true;
  /** Seconds the code (if one was sent) stays valid: the web's timer. */
  expires_in: number;
}

/**
 * "Forgot password": the same answer whether the e-mail is known or not. For an active account, a new
 * six-digit code (the previous one stops working) is sent as an event for notifications to e-mail,
 * written through the outbox with the code's hash.
 */
@Injectable()
export class RequestPasswordResetUseCase {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly accounts: AccountsRepository,
    private readonly codes: PasswordResetRepository,
    private readonly events: AuthEventsAnnouncer,
    private readonly clock: Clock,
  ) {}

  async execute(email: string, lang: Lang | undefined, meta: MessageMeta): Promise<ForgotPasswordResult> {
    const account = await this.accounts.findByEmail(email);
    if (account && account.status === 'active') {
      const now = this.clock.now();
      const id = randomUUID();
      const code = generateCode();
      const expiresAt = expiryFrom(now, RESET_CODE_TTL_SECONDS);
      await this.codes.transaction(async (manager) => {
        await this.codes.replaceForUser({ id, userId: account.userId, codeHash: hashCode(this.config.codeKey, id, code), expiresAt, attempts: 0, consumedAt: null }, manager);
        await this.events.passwordResetCodeIssued(
          manager,
          { user_id: account.userId, email: account.email, lang: lang ?? account.lang, code, expires_at: expiresAt.toISOString() },
          meta,
        );
      });
    }
    return { ok: true, expires_in: RESET_CODE_TTL_SECONDS };
  }
}
