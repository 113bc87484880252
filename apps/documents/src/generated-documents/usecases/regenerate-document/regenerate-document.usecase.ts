import { Injectable } from '@nestjs/common';
import { type Actor, DOCUMENT_ERRORS, type GeneratedDocumentView } from '@presently/contracts';
import { ConflictError, NotFoundError } from '@presently/domain';
import { DocumentJobsRunner } from '../../document-jobs.runner';
import { presentDocument } from '../../generated-document.presenter';
import { GeneratedDocumentsRepository } from '../../generated-documents.repository';

/**
 * Queues an absence's document again (after a template changed, or after it failed): the job fills
 * the current template and keeps the number and date; until it is done the earlier version stays
 * downloadable. A void document (its absence cancelled) is not made again: 409 document_void.
 */
@Injectable()
export class RegenerateDocumentUseCase {
  constructor(
    private readonly documents: GeneratedDocumentsRepository,
    private readonly runner: DocumentJobsRunner,
  ) {}

  async execute(actor: Actor, absenceRequestId: number): Promise<GeneratedDocumentView> {
    const queued = await this.documents.requeue(actor.companyId, absenceRequestId);
    const doc = await this.documents.findByAbsence(actor.companyId, absenceRequestId);
    if (!doc) throw new NotFoundError(DOCUMENT_ERRORS.documentNotFound);
    // The absence was cancelled: its document is kept as it was issued, never made again.
    if (!queued) throw new ConflictError(DOCUMENT_ERRORS.documentVoid);
    this.runner.kick();
    return presentDocument(doc);
  }
}
