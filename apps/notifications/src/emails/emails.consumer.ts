import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  EMAIL_VERIFICATION_REQUESTED,
  INVITATION_ISSUED,
  PASSWORD_RESET_CODE_ISSUED,
  TWO_FACTOR_CODE_ISSUED,
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

  @EventPattern(EMAIL_VERIFICATION_REQUESTED.key)
  async onEmailVerificationRequested(@Payload() envelope: EventEnvelope<EmailVerificationRequestedEvent>): Promise<void> {
    await this.queueEmail.execute(EMAIL_KIND_OF_EVENT[EMAIL_VERIFICATION_REQUESTED.key], envelope);
  }

  @EventPattern(TWO_FACTOR_CODE_ISSUED.key)
  async onTwoFactorCodeIssued(@Payload() envelope: EventEnvelope<TwoFactorCodeIssuedEvent>): Promise<void> {
    await this.queueEmail.execute(EMAIL_KIND_OF_EVENT[TWO_FACTOR_CODE_ISSUED.key], envelope);
  }

  @EventPattern(PASSWORD_RESET_CODE_ISSUED.key)
  async onPasswordResetCodeIssued(@Payload() envelope: EventEnvelope<PasswordResetCodeIssuedEvent>): Promise<void> {
    await this.queueEmail.execute(EMAIL_KIND_OF_EVENT[PASSWORD_RESET_CODE_ISSUED.key], envelope);
  }

  @EventPattern(INVITATION_ISSUED.key)
  async onInvitationIssued(@Payload() envelope: EventEnvelope<InvitationIssuedEvent>): Promise<void> {
    await this.queueEmail.execute(EMAIL_KIND_OF_EVENT[INVITATION_ISSUED.key], envelope);
  }
}
