import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AbsenceRequestEvent, EventEnvelope } from '@presently/contracts';
import { handleOnce } from '@presently/database';
import { ValidationFailedError } from '@presently/domain';
import { parseApprovedAbsence } from '../../domain/approval-event';
import { GeneratedDocumentsRepository } from '../../generated-documents.repository';

/**
 * Turns an approval into a queued document: one row per absence (the inbox drops a redelivered event,
 * the row's uniqueness a second approval event of the same request), committed with the event id.
 * Nothing is generated here: the job runner does it off the event's path, so a slow or failing
 * template never holds the queue.
 */
@Injectable()
export class RecordApprovalUseCase {
  private readonly logger = new Logger(RecordApprovalUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: GeneratedDocumentsRepository,
  ) {}

  /** Resolves to whether a new document was queued. */
  async execute(envelope: EventEnvelope<Partial<AbsenceRequestEvent>>): Promise<boolean> {
    const approved = parseApprovedAbsence(envelope.payload);
    if (approved === 'none') return false;
    if (approved === 'invalid') {
      // No retry fixes it: after the transport's one redelivery it lands in the dead-letter queue.
      this.logger.error(`approval event ${envelope.id} cannot make a document`);
      throw new ValidationFailedError({ request: ['invalid_option'] });
    }
    const at = new Date(envelope.occurredAt);
    let queued = false;
    await handleOnce(this.dataSource, { id: envelope.id, name: envelope.name }, async (em) => {
      queued = await this.documents.insertIfAbsent(em, {
        companyId: approved.companyId,
        absenceRequestId: approved.source.id,
        userId: approved.source.user_id,
        employeeName: approved.source.user_name,
        kind: approved.kind,
        // The employee's own language is asked of auth at the first generation.
        language: null,
        approvedAt: Number.isNaN(at.getTime()) ? new Date() : at,
        source: approved.source,
      });
    });
    return queued;
  }
}
