import { PRESENCE_RECORD_CHANGED } from '@presently/contracts';
import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateReportExports1766100000000 } from './database/migrations/1766100000000-CreateReportExports';
import { CreateReportSchedules1767500000000 } from './database/migrations/1767500000000-CreateReportSchedules';
import { AddExportDataVersions1767500000001 } from './database/migrations/1767500000001-AddExportDataVersions';
import { CreateScanReviews1767800000000 } from './database/migrations/1767800000000-CreateScanReviews';

export const definition: ServiceDefinition = {
  service: 'reports',
  entities: [ProcessedEvent],
  migrations: [CreateInbox1763800000000, CreateReportExports1766100000000, CreateReportSchedules1767500000000, AddExportDataVersions1767500000001, CreateScanReviews1767800000000],
  // Every clock-in's event, taken for the data version until presence.history.changed said when a change reaches past days.
  retiredEvents: [PRESENCE_RECORD_CHANGED.key],
};
