import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';

export const definition: ServiceDefinition = {
  service: 'absence',
  entities: [ProcessedEvent],
  migrations: [CreateInbox1763800000000],
};
