import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventEnvelope, ScheduledReportReadyEvent } from '@presently/contracts';
import { handleOnce } from '@presently/database';
import { ValidationFailedError } from '@presently/domain';
import { LOGGER, type Logger } from '../../../config/logger.provider';
import { parseScheduledReportEvent } from '../../domain/scheduled-report-email';
import { EmailQueue } from '../../email-queue.service';

/**
 * A scheduled report's file is ready: one queued e-mail per recipient, in the recipient's language.
 * As for absence e-mails, the event id goes into the inbox only once Redis holds every job, and the
 * jobs' ids are derived from the event's, so a redelivery never mails anyone twice.
 */
@Injectable()
export class QueueScheduledReportEmailsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: EmailQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(envelope: EventEnvelope<Partial<ScheduledReportReadyEvent>>): Promise<number> {
    const parsed = parseScheduledReportEvent(envelope);
    if (!parsed.ok) {
      this.logger.error({ eventId: envelope.id, event: envelope.name, errors: parsed.errors }, 'scheduled report event refused');
      throw new ValidationFailedError(parsed.errors);
    }
    let queued = 0;
    await handleOnce(this.dataSource, { id: envelope.id, name: envelope.name }, async () => {
      for (const { index, errors } of parsed.value.refused) {
        this.logger.error({ eventId: envelope.id, recipient: index, errors }, 'scheduled report recipient refused; the others are mailed');
      }
      for (const job of parsed.value.jobs) {
        await this.queue.enqueue(job);
        queued += 1;
      }
    });
    return queued;
  }
}
