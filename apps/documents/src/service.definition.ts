import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateStoredFiles1764400000000 } from './database/migrations/1764400000000-CreateStoredFiles';
import { StoredFile } from './files/entities/stored-file.entity';

export const definition: ServiceDefinition = {
  service: 'documents',
  entities: [ProcessedEvent, StoredFile],
  migrations: [CreateInbox1763800000000, CreateStoredFiles1764400000000],
};
