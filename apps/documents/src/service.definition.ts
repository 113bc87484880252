import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateStoredFiles1764400000000 } from './database/migrations/1764400000000-CreateStoredFiles';
import { CreateTemplatesAndDocuments1766200000000 } from './database/migrations/1766200000000-CreateTemplatesAndDocuments';
import { AddDocumentVoiding1767100000000 } from './database/migrations/1767100000000-AddDocumentVoiding';
import { StoredFile } from './files/entities/stored-file.entity';
import { GeneratedDocument } from './generated-documents/entities/generated-document.entity';
import { DocumentTemplate } from './templates/entities/document-template.entity';

export const definition: ServiceDefinition = {
  service: 'documents',
  entities: [ProcessedEvent, StoredFile, DocumentTemplate, GeneratedDocument],
  migrations: [CreateInbox1763800000000, CreateStoredFiles1764400000000, CreateTemplatesAndDocuments1766200000000, AddDocumentVoiding1767100000000],
};
