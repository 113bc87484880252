import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { type EventEnvelope, SCHEDULED_REPORT_READY, type ScheduledReportReadyEvent } from '@presently/contracts';
import { QueueScheduledReportEmailsUseCase } from './usecases/queue-scheduled-report-emails/queue-scheduled-report-emails.usecase';

/** Scheduled reports: reports chose the recipients and made the file; this only queues their e-mails. */
@Controller()
export class ScheduledReportEmailsConsumer {
  constructor(private readonly queueEmails: QueueScheduledReportEmailsUseCase) {}

  @EventPattern(SCHEDULED_REPORT_READY.key)
  async onReady(@Payload() envelope: EventEnvelope<Partial<ScheduledReportReadyEvent>>): Promise<void> {
    await this.queueEmails.execute(envelope);
  }
}
