import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  EVENT,
  type EmailVerificationRequestedEvent,
  type EventEnvelope,
  type InvitationIssuedEvent,
  type PasswordResetCodeIssuedEvent,
  type TwoFactorCodeIssuedEvent,
} from '@presently/contracts';
import { EMAIL_KIND_OF_EVENT } from './domain/email-job';
import { QueueEmailUseCase } from './usecases/queue-email/queue-email.usecase';

/** The events that ask for an e-mail. Each handler only queues the e-mail; the worker sends it. */
@Controller()
export class EmailsConsumer {
  constructor(private readonly queueEmail: QueueEmailUseCase) {}

  @EventPattern(EVENT.emailVerificationRequested)
  async onEmailVerificationRequested(@Payload() envelope: EventEnvelope<EmailVerificationRequestedEvent>): Promise<void> {
    await this.queueEmail.execute(EMAIL_KIND_OF_EVENT[EVENT.emailVerificationRequested], envelope);
  }

  @EventPattern(EVENT.twoFactorCodeIssued)
  async onTwoFactorCodeIssued(@Payload() envelope: EventEnvelope<TwoFactorCodeIssuedEvent>): Promise<void> {
    await this.queueEmail.execute(EMAIL_KIND_OF_EVENT[EVENT.twoFactorCodeIssued], envelope);
  }

  @EventPattern(EVENT.passwordResetCodeIssued)
  async onPasswordResetCodeIssued(@Payload() envelope: EventEnvelope<PasswordResetCodeIssuedEvent>): Promise<void> {
    await this.queueEmail.execute(EMAIL_KIND_OF_EVENT[EVENT.passwordResetCodeIssued], envelope);
  }

  @EventPattern(EVENT.invitationIssued)
  async onInvitationIssued(@Payload() envelope: EventEnvelope<InvitationIssuedEvent>): Promise<void> {
    await this.queueEmail.execute(EMAIL_KIND_OF_EVENT[EVENT.invitationIssued], envelope);
  }
}
