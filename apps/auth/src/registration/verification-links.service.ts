import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MessageMeta } from '@presently/contracts';
import type { Account } from '../accounts/entities/account.entity';
import { AUTH_CONFIG, type AuthConfig } from '../common/auth.config';
import { AuthEventsAnnouncer } from '../common/auth-events.announcer';
import { Clock } from '../common/clock.service';
import { linkExpiry, signVerification, verificationUrl } from './domain/verification-link';

/** Makes a signed e-mail verification link (24 h) and sends it as an event for notifications to e-mail. */
@Injectable()
export class VerificationLinks {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    private readonly events: AuthEventsAnnouncer,
    private readonly clock: Clock,
  ) {}

  /** `manager`: a transaction of the change that asks for the link (the outbox is written on it). */
  async send(manager: EntityManager, account: Pick<Account, 'userId' | 'email' | 'lang'>, meta: MessageMeta): Promise<void> {
    const expires = linkExpiry(this.clock.now());
    const hash = signVerification(this.config.linkKey, account.userId, account.email, expires);
    await this.events.emailVerificationRequested(
      manager,
      {
        user_id: account.userId,
        email: account.email,
        lang: account.lang,
        verify_url: verificationUrl(this.config.PUBLIC_URL, account.userId, hash, expires),
        expires_at: new Date(expires * 1000).toISOString(),
      },
      meta,
    );
  }
}
