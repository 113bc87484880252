import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import {
  ABSENCE_APPROVED,
  ABSENCE_CANCELLED,
  ABSENCE_DECIDED,
  ABSENCE_DECLINED,
  ABSENCE_ENDED,
  ABSENCE_FILES_ADDED,
  ABSENCE_RECOUNTED,
  ABSENCE_SUBMITTED,
  type AbsenceRequestEvent,
  type EventEnvelope,
  SUBSTITUTE_NAMED,
  type SubstituteNamedEvent,
} from '@presently/contracts';
import { ABSENCE_EMAIL_KIND_OF_EVENT } from './domain/absence-email-job';
import { QueueAbsenceEmailsUseCase } from './usecases/queue-absence-emails/queue-absence-emails.usecase';

type AbsenceEnvelope = EventEnvelope<Partial<AbsenceRequestEvent>>;

/** The absence events: absence chose the recipients; each handler only queues their e-mails. */
@Controller()
export class AbsenceEmailsConsumer {
  constructor(private readonly queueEmails: QueueAbsenceEmailsUseCase) {}

  @EventPattern(ABSENCE_SUBMITTED.key)
  async onSubmitted(@Payload() envelope: AbsenceEnvelope): Promise<void> {
    await this.queueEmails.execute(ABSENCE_EMAIL_KIND_OF_EVENT[ABSENCE_SUBMITTED.key], envelope);
  }

  @EventPattern(ABSENCE_DECIDED.key)
  async onDecided(@Payload() envelope: AbsenceEnvelope): Promise<void> {
    await this.queueEmails.execute(ABSENCE_EMAIL_KIND_OF_EVENT[ABSENCE_DECIDED.key], envelope);
  }

  @EventPattern(ABSENCE_APPROVED.key)
  async onApproved(@Payload() envelope: AbsenceEnvelope): Promise<void> {
    await this.queueEmails.execute(ABSENCE_EMAIL_KIND_OF_EVENT[ABSENCE_APPROVED.key], envelope);
  }

  @EventPattern(ABSENCE_DECLINED.key)
  async onDeclined(@Payload() envelope: AbsenceEnvelope): Promise<void> {
    await this.queueEmails.execute(ABSENCE_EMAIL_KIND_OF_EVENT[ABSENCE_DECLINED.key], envelope);
  }

  @EventPattern(ABSENCE_CANCELLED.key)
  async onCancelled(@Payload() envelope: AbsenceEnvelope): Promise<void> {
    await this.queueEmails.execute(ABSENCE_EMAIL_KIND_OF_EVENT[ABSENCE_CANCELLED.key], envelope);
  }

  @EventPattern(ABSENCE_RECOUNTED.key)
  async onRecounted(@Payload() envelope: AbsenceEnvelope): Promise<void> {
    await this.queueEmails.execute(ABSENCE_EMAIL_KIND_OF_EVENT[ABSENCE_RECOUNTED.key], envelope);
  }

  @EventPattern(ABSENCE_ENDED.key)
  async onEnded(@Payload() envelope: AbsenceEnvelope): Promise<void> {
    await this.queueEmails.execute(ABSENCE_EMAIL_KIND_OF_EVENT[ABSENCE_ENDED.key], envelope);
  }

  @EventPattern(ABSENCE_FILES_ADDED.key)
  async onFilesAdded(@Payload() envelope: AbsenceEnvelope): Promise<void> {
    await this.queueEmails.execute(ABSENCE_EMAIL_KIND_OF_EVENT[ABSENCE_FILES_ADDED.key], envelope);
  }

  @EventPattern(SUBSTITUTE_NAMED.key)
  async onSubstituteNamed(@Payload() envelope: EventEnvelope<Partial<SubstituteNamedEvent>>): Promise<void> {
    await this.queueEmails.substituteNamed(envelope);
  }
}
