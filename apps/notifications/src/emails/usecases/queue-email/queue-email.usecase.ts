import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope } from '@presently/contracts';
import { ValidationFailedError } from '@presently/messaging';
import { LOGGER, type Logger } from '../../../config/logger.provider';
import { type EmailEvent, type CodeOrLinkEmailKind, parseEmailEvent } from '../../domain/email-job';
import { EmailQueue } from '../../email-queue.service';

/**
 * Turns an e-mail event into a queued job. The job id is the event id, so a redelivered event
 * does not queue a second e-mail. Returns once Redis holds the job; then the event may be acked.
 */
@Injectable()
export class QueueEmailUseCase {
  constructor(
    private readonly queue: EmailQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(kind: CodeOrLinkEmailKind, envelope: EventEnvelope<Partial<EmailEvent>>): Promise<void> {
    const parsed = parseEmailEvent(kind, envelope);
    if (!parsed.ok) {
      // Retrying cannot fix it: after the transport's one redelivery it lands in the dead-letter queue.
      this.logger.error({ eventId: envelope.id, event: envelope.name, errors: parsed.errors }, 'e-mail event refused');
      throw new ValidationFailedError(parsed.errors);
    }
    await this.queue.enqueue(parsed.value);
  }
}
