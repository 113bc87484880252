import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AbsenceRequestEvent, EventEnvelope, SubstituteNamedEvent } from '@presently/contracts';
import { handleOnce } from '@presently/database';
import { ValidationFailedError } from '@presently/domain';
import { LOGGER, type Logger } from '../../../config/logger.provider';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../../../config/notifications.config';
import { type AbsenceEmailKind, parseAbsenceEvent } from '../../domain/absence-email-job';
import { parseSubstituteEvent } from '../../domain/substitute-email';
import { EmailQueue } from '../../email-queue.service';

/**
 * Turns an absence event into one queued e-mail per recipient. The event id goes into the inbox in
 * the same transaction, committed only once Redis holds every job: a redelivered event queues
 * nothing. Should the commit fail after the jobs are queued, the redelivery queues the same job
 * ids again, which the queue and sent_emails both ignore, so a recipient still gets one e-mail.
 */
@Injectable()
export class QueueAbsenceEmailsUseCase {
  private readonly publicUrl: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: EmailQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
  ) {
    this.publicUrl = config.PUBLIC_URL;
  }

  /** Resolves to the number of e-mails queued (0 for an event already handled). */
  async execute(kind: AbsenceEmailKind, envelope: EventEnvelope<Partial<AbsenceRequestEvent>>): Promise<number> {
    const parsed = parseAbsenceEvent(kind, envelope, this.publicUrl);
    if (!parsed.ok) {
      // Retrying cannot fix it: after the transport's one redelivery it lands in the dead-letter queue.
      this.logger.error({ eventId: envelope.id, event: envelope.name, errors: parsed.errors }, 'absence e-mail event refused');
      throw new ValidationFailedError(parsed.errors);
    }
    const { jobs, refused } = parsed.value;
    let queued = 0;
    const handled = await handleOnce(this.dataSource, { id: envelope.id, name: envelope.name }, async () => {
      for (const { index, errors } of refused) {
        this.logger.error({ eventId: envelope.id, event: envelope.name, recipient: index, errors }, 'absence e-mail recipient refused; the others are told');
      }
      for (const job of jobs) {
        await this.queue.enqueue(job);
        queued += 1;
      }
    });
    if (!handled) this.logger.info({ eventId: envelope.id, event: envelope.name }, 'absence event already handled; no e-mail queued');
    return queued;
  }

  /** The substitute's e-mail when someone names them: one job, queued once per event (the inbox), as above. */
  async substituteNamed(envelope: EventEnvelope<Partial<SubstituteNamedEvent>>): Promise<number> {
    const parsed = parseSubstituteEvent(envelope, this.publicUrl);
    if (!parsed.ok) {
      this.logger.error({ eventId: envelope.id, event: envelope.name, errors: parsed.errors }, 'substitute e-mail event refused');
      throw new ValidationFailedError(parsed.errors);
    }
    let queued = 0;
    await handleOnce(this.dataSource, { id: envelope.id, name: envelope.name }, async () => {
      await this.queue.enqueue(parsed.value);
      queued = 1;
    });
    return queued;
  }
}
