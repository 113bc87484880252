import { Module } from '@nestjs/common';
import { TemplatesModule } from '../templates/templates.module';
import { DocumentJobsRunner } from './document-jobs.runner';
import { GeneratedDocumentsConsumer } from './generated-documents.consumer';
import { GeneratedDocumentsRepository } from './generated-documents.repository';
import { PdfConverter } from './pdf-converter';
import { ExportDocumentsUseCase } from './usecases/export-documents/export-documents.usecase';
import { GenerateDocumentUseCase } from './usecases/generate-document/generate-document.usecase';
import { ListDocumentsUseCase } from './usecases/list-documents/list-documents.usecase';
import { ReadDocumentUseCase } from './usecases/read-document/read-document.usecase';
import { RecordApprovalUseCase } from './usecases/record-approval/record-approval.usecase';
import { RegenerateDocumentUseCase } from './usecases/regenerate-document/regenerate-document.usecase';
import { VoidDocumentUseCase } from './usecases/void-document/void-document.usecase';

/** Documents generated on approval: the event queues a job, the runner fills the template, numbered without gaps. */
@Module({
  imports: [TemplatesModule],
  controllers: [GeneratedDocumentsConsumer],
  providers: [
    GeneratedDocumentsRepository,
    RecordApprovalUseCase,
    GenerateDocumentUseCase,
    DocumentJobsRunner,
    PdfConverter,
    ReadDocumentUseCase,
    ListDocumentsUseCase,
    ExportDocumentsUseCase,
    RegenerateDocumentUseCase,
    VoidDocumentUseCase,
  ],
})
export class GeneratedDocumentsModule {}
