import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateReportExports1766100000000 } from './database/migrations/1766100000000-CreateReportExports';

export const definition: ServiceDefinition = {
  service: 'reports',
  entities: [ProcessedEvent],
  migrations: [CreateInbox1763800000000, CreateReportExports1766100000000],
};
