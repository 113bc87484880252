import { Injectable } from '@nestjs/common';
import { type Actor, DOCUMENT_ERRORS, type DocumentFile, type GeneratedDocumentView, type ReadAbsenceDocumentRequest } from '@presently/contracts';
import { ConflictError, NotFoundError } from '@presently/domain';
import { presentDocument } from '../../generated-document.presenter';
import { GeneratedDocumentsRepository } from '../../generated-documents.repository';
import { PdfConverter } from '../../pdf-converter';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * An absence's document within the actor's company. Documents does not know who may see an absence:
 * the caller (the gateway, after absence answered the request for this actor) has checked that. A
 * void document is still read as it was issued: its status tells the screens it is void.
 */
@Injectable()
export class ReadDocumentUseCase {
  constructor(
    private readonly documents: GeneratedDocumentsRepository,
    private readonly pdf: PdfConverter,
  ) {}

  async view(actor: Actor, absenceRequestId: number): Promise<GeneratedDocumentView> {
    const doc = await this.documents.findByAbsence(actor.companyId, absenceRequestId);
    if (!doc) throw new NotFoundError(DOCUMENT_ERRORS.documentNotFound);
    return presentDocument(doc);
  }

  async file(actor: Actor, request: ReadAbsenceDocumentRequest): Promise<DocumentFile> {
    const doc = await this.documents.findContentByAbsence(actor.companyId, request.absence_request_id);
    if (!doc) throw new NotFoundError(DOCUMENT_ERRORS.documentNotFound);
    // A document voided before it was ever generated has nothing to download, and never will.
    if (!doc.content || doc.number === null) throw new ConflictError(doc.status === 'void' ? DOCUMENT_ERRORS.documentVoid : DOCUMENT_ERRORS.documentNotReady);
    // "annual-leave-17-2026.docx": the number and year, never the employee's name in a file name.
    const base = `${doc.kind.replace(/_/g, '-')}-${doc.number}-${doc.year}`;
    if (request.format === 'pdf') return { name: `${base}.pdf`, mime: 'application/pdf', content_base64: (await this.pdf.toPdf(doc.content)).toString('base64') };
    return { name: `${base}.docx`, mime: DOCX_MIME, content_base64: doc.content.toString('base64') };
  }
}
