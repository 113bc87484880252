import { Inject, Injectable } from '@nestjs/common';
import {
  EMAIL_VERIFICATION_REQUESTED,
  INVITATION_ISSUED,
  PASSWORD_RESET_CODE_ISSUED,
  TWO_FACTOR_CODE_ISSUED,
  type EmailVerificationRequestedEvent,
  type EventMessage,
  type InvitationIssuedEvent,
  type MessageMeta,
  type PasswordResetCodeIssuedEvent,
  type TwoFactorCodeIssuedEvent,
} from '@presently/contracts';
import type { EventPublisher } from '@presently/messaging';
import { EVENT_PUBLISHER } from '@presently/service-runtime';

/** The events auth publishes, typed by their contracts. Each resolves when the broker has taken the message. */
@Injectable()
export class AuthEventsPublisher {
  constructor(@Inject(EVENT_PUBLISHER) private readonly publisher: EventPublisher) {}

  twoFactorCodeIssued(payload: TwoFactorCodeIssuedEvent, meta: MessageMeta): Promise<void> {
    return this.publish(TWO_FACTOR_CODE_ISSUED, payload, meta);
  }

  passwordResetCodeIssued(payload: PasswordResetCodeIssuedEvent, meta: MessageMeta): Promise<void> {
    return this.publish(PASSWORD_RESET_CODE_ISSUED, payload, meta);
  }

  invitationIssued(payload: InvitationIssuedEvent, meta: MessageMeta): Promise<void> {
    return this.publish(INVITATION_ISSUED, payload, meta);
  }

  emailVerificationRequested(payload: EmailVerificationRequestedEvent, meta: MessageMeta): Promise<void> {
    return this.publish(EMAIL_VERIFICATION_REQUESTED, payload, meta);
  }

  private async publish<T>(event: EventMessage<string, T>, payload: T, meta: MessageMeta): Promise<void> {
    await this.publisher.publish(event.key, payload, meta);
  }
}
