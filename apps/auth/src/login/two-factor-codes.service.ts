import { Inject, Injectable } from '@nestjs/common';
import type { MessageMeta } from '@presently/contracts';
import type { Account } from '../accounts/entities/account.entity';
import { AUTH_CONFIG, type AuthConfig } from '../common/auth.config';
import { AuthEventsPublisher } from '../common/auth-events.publisher';
import { generateCode, hashCode } from '../common/domain/one-time-code';

/** A two-factor code lives 10 minutes. */
export const TWO_FACTOR_CODE_TTL_SECONDS = 10 * 60;

/** Makes two-factor codes and sends them (as an event; notifications e-mails them). */
@Injectable()
export class TwoFactorCodes {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly events: AuthEventsPublisher,
  ) {}

  /** A fresh code and the hash to store for challenge `challengeId`. */
  create(challengeId: string): { code: string; codeHash: string } {
    const code = generateCode();
    return { code, codeHash: hashCode(this.config.codeKey, challengeId, code) };
  }

  async send(account: Account, code: string, expiresAt: Date, meta: MessageMeta): Promise<void> {
    await this.events.twoFactorCodeIssued(
      { user_id: account.userId, email: account.email, lang: account.lang, code, expires_at: expiresAt.toISOString() },
      meta,
    );
  }
}
