import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AbsenceRequestEvent, EventEnvelope } from '@presently/contracts';
import { handleOnce } from '@presently/database';
import { ValidationFailedError } from '@presently/domain';
import { parseCancelledAbsence } from '../../domain/approval-event';
import { GeneratedDocumentsRepository } from '../../generated-documents.repository';

/**
 * An absence cancelled for good makes its document void: the row is kept with its number and content
 * (numbers stay without gaps, and the register still accounts for every number), marked void as of
 * the event's time, in the transaction of the event's inbox entry. A redelivered event is dropped by
 * the inbox; a second event about the same cancellation finds the document void already and keeps
 * its first time. A cancellation still waiting for the last approver changes nothing.
 */
@Injectable()
export class VoidDocumentUseCase {
  private readonly logger = new Logger(VoidDocumentUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: GeneratedDocumentsRepository,
  ) {}

  /** Resolves to whether a document became void now. */
  async execute(envelope: EventEnvelope<Partial<AbsenceRequestEvent>>): Promise<boolean> {
    const cancelled = parseCancelledAbsence(envelope.payload);
    if (cancelled === 'ignore') return false;
    if (cancelled === 'invalid') {
      this.logger.error(`cancellation event ${envelope.id} names no absence`);
      throw new ValidationFailedError({ request: ['invalid_option'] });
    }
    const at = new Date(envelope.occurredAt);
    let voided = false;
    await handleOnce(this.dataSource, { id: envelope.id, name: envelope.name }, async (em) => {
      voided = await this.documents.markVoid(em, cancelled.companyId, cancelled.absenceRequestId, Number.isNaN(at.getTime()) ? new Date() : at);
    });
    return voided;
  }
}
