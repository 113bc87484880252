import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  ABSENCE_APPROVED,
  ABSENCE_CANCELLED,
  AbsenceDocumentRequest,
  type AbsenceRequestEvent,
  type DocumentFile,
  type DocumentRegisterFile,
  type EventEnvelope,
  EXPORT_DOCUMENTS,
  ExportDocumentsQuery,
  GET_ABSENCE_DOCUMENT,
  type GeneratedDocumentView,
  LIST_DOCUMENTS,
  ListDocumentsQuery,
  type MessageEnvelope,
  READ_ABSENCE_DOCUMENT,
  ReadAbsenceDocumentRequest,
  REGENERATE_ABSENCE_DOCUMENT,
} from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { requireActor } from '@presently/service-runtime';
import { assertMayManageDocuments } from '../templates/domain/template-access';
import { DocumentJobsRunner } from './document-jobs.runner';
import { ExportDocumentsUseCase } from './usecases/export-documents/export-documents.usecase';
import { ListDocumentsUseCase } from './usecases/list-documents/list-documents.usecase';
import { ReadDocumentUseCase } from './usecases/read-document/read-document.usecase';
import { RecordApprovalUseCase } from './usecases/record-approval/record-approval.usecase';
import { RegenerateDocumentUseCase } from './usecases/regenerate-document/regenerate-document.usecase';
import { VoidDocumentUseCase } from './usecases/void-document/void-document.usecase';

/** Documents of approved absences: queued from the approval event, void on a final cancellation, read by whoever may see the absence, listed and exported for HR. */
@Controller()
export class GeneratedDocumentsConsumer {
  constructor(
    private readonly record: RecordApprovalUseCase,
    private readonly runner: DocumentJobsRunner,
    private readonly read: ReadDocumentUseCase,
    private readonly list: ListDocumentsUseCase,
    private readonly exporting: ExportDocumentsUseCase,
    private readonly regenerate: RegenerateDocumentUseCase,
    private readonly voiding: VoidDocumentUseCase,
  ) {}

  @EventPattern(ABSENCE_APPROVED.key)
  async onApproved(@Payload() envelope: EventEnvelope<Partial<AbsenceRequestEvent>>): Promise<void> {
    if (await this.record.execute(envelope)) this.runner.kick();
  }

  @EventPattern(ABSENCE_CANCELLED.key)
  async onCancelled(@Payload() envelope: EventEnvelope<Partial<AbsenceRequestEvent>>): Promise<void> {
    await this.voiding.execute(envelope);
  }

  @MessagePattern(GET_ABSENCE_DOCUMENT.pattern)
  view(@Payload() envelope: MessageEnvelope): Promise<GeneratedDocumentView> {
    const actor = requireActor(envelope.meta);
    return this.read.view(actor, readRequest(AbsenceDocumentRequest, envelope.payload).absence_request_id);
  }

  @MessagePattern(READ_ABSENCE_DOCUMENT.pattern)
  file(@Payload() envelope: MessageEnvelope): Promise<DocumentFile> {
    const actor = requireActor(envelope.meta);
    return this.read.file(actor, readRequest(ReadAbsenceDocumentRequest, envelope.payload));
  }

  @MessagePattern(REGENERATE_ABSENCE_DOCUMENT.pattern)
  again(@Payload() envelope: MessageEnvelope): Promise<GeneratedDocumentView> {
    const actor = requireActor(envelope.meta);
    assertMayManageDocuments(actor);
    return this.regenerate.execute(actor, readRequest(AbsenceDocumentRequest, envelope.payload).absence_request_id);
  }

  @MessagePattern(LIST_DOCUMENTS.pattern)
  register(@Payload() envelope: MessageEnvelope): Promise<{ items: GeneratedDocumentView[]; total: number; page: number; per_page: number }> {
    const actor = requireActor(envelope.meta);
    assertMayManageDocuments(actor);
    return this.list.execute(actor, readRequest(ListDocumentsQuery, envelope.payload));
  }

  @MessagePattern(EXPORT_DOCUMENTS.pattern)
  export(@Payload() envelope: MessageEnvelope): Promise<DocumentRegisterFile> {
    const actor = requireActor(envelope.meta);
    assertMayManageDocuments(actor);
    return this.exporting.execute(actor, readRequest(ExportDocumentsQuery, envelope.payload));
  }
}
