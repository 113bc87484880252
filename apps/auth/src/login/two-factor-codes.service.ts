import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MessageMeta } from '@presently/contracts';
import type { Account } from '../accounts/entities/account.entity';
import { AUTH_CONFIG, type AuthConfig } from '../common/auth.config';
import { AuthEventsAnnouncer } from '../common/auth-events.announcer';
import { generateCode, hashCode } from '../common/domain/one-time-code';

/** A two-factor code lives 10 minutes. */
export const TWO_FACTOR_CODE_TTL_SECONDS = 10 * 60;

/** Makes two-factor codes and sends them (as an event through the outbox; notifications e-mails them). */
@Injectable()
export class TwoFactorCodes {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly events: AuthEventsAnnouncer,
  ) {}

  /** A fresh code and the hash to store for challenge `challengeId`. */
  create(challengeId: string): { code: string; codeHash: string } {
    const code = generateCode();
    return { code, codeHash: hashCode(this.config.codeKey, challengeId, code) };
  }

  /** `manager`: the transaction that stores the code's hash. */
  async send(manager: EntityManager, account: Account, code: string, expiresAt: Date, meta: MessageMeta): Promise<void> {
    await this.events.twoFactorCodeIssued(
      manager,
      { user_id: account.userId, email: account.email, lang: account.lang, code, expires_at: expiresAt.toISOString() },
      meta,
    );
  }
}
