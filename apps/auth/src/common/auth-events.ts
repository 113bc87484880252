import { Inject, Injectable } from '@nestjs/common';
import {
  EVENT,
  type EmailVerificationRequestedEvent,
  type InvitationIssuedEvent,
  type MessageMeta,
  type PasswordResetCodeIssuedEvent,
  type TwoFactorCodeIssuedEvent,
} from '@presently/contracts';
import type { EventPublisher } from '@presently/messaging';
import { EVENT_PUBLISHER } from '@presently/service-runtime';

/** The events auth publishes, typed. Each resolves when the broker has taken the message. */
@Injectable()
export class AuthEvents {
  constructor(@Inject(EVENT_PUBLISHER) private readonly publisher: EventPublisher) {}

  async twoFactorCodeIssued(payload: TwoFactorCodeIssuedEvent, meta: MessageMeta): Promise<void> {
    await this.publisher.publish(EVENT.twoFactorCodeIssued, payload, meta);
  }

  async passwordResetCodeIssued(payload: PasswordResetCodeIssuedEvent, meta: MessageMeta): Promise<void> {
    await this.publisher.publish(EVENT.passwordResetCodeIssued, payload, meta);
  }

  async invitationIssued(payload: InvitationIssuedEvent, meta: MessageMeta): Promise<void> {
    await this.publisher.publish(EVENT.invitationIssued, payload, meta);
  }

  async emailVerificationRequested(payload: EmailVerificationRequestedEvent, meta: MessageMeta): Promise<void> {
    await this.publisher.publish(EVENT.emailVerificationRequested, payload, meta);
  }
}
