import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateAbsenceRequests1764100000000 } from './database/migrations/1764100000000-CreateAbsenceRequests';
import { AbsenceRequest } from './guards/entities/absence-request.entity';
import { RestDay } from './guards/entities/rest-day.entity';

export const definition: ServiceDefinition = {
  service: 'absence',
  entities: [ProcessedEvent, AbsenceRequest, RestDay],
  migrations: [CreateInbox1763800000000, CreateAbsenceRequests1764100000000],
};
