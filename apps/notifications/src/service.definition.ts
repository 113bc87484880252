import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateSentEmails1763900000000 } from './database/migrations/1763900000000-CreateSentEmails';
import { SentEmail } from './emails/entities/sent-email.entity';

export const definition: ServiceDefinition = {
  service: 'notifications',
  entities: [ProcessedEvent, SentEmail],
  migrations: [CreateInbox1763800000000, CreateSentEmails1763900000000],
};
