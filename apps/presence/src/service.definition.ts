import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { PresenceCompany } from './copies/entities/presence-company.entity';
import { PresenceUser } from './copies/entities/presence-user.entity';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreatePresenceTables1764300000000 } from './database/migrations/1764300000000-CreatePresenceTables';
import { IndexRecordsByUser1764400000000 } from './database/migrations/1764400000000-IndexRecordsByUser';
import { CreateClosedMonths1767600000000 } from './database/migrations/1767600000000-CreateClosedMonths';
import { CreateClosedMonthSettings1768000000000 } from './database/migrations/1768000000000-CreateClosedMonthSettings';
import { DeviceScan } from './devices/entities/device-scan.entity';
import { PresenceImage } from './devices/entities/presence-image.entity';
import { PresenceAudit } from './records/entities/presence-audit.entity';
import { PresenceComment } from './records/entities/presence-comment.entity';
import { PresenceRecord } from './records/entities/presence-record.entity';
import { Schedule } from './schedules/entities/schedule.entity';

export const definition: ServiceDefinition = {
  service: 'presence',
  entities: [ProcessedEvent, PresenceUser, PresenceCompany, PresenceRecord, PresenceAudit, PresenceComment, Schedule, DeviceScan, PresenceImage],
  migrations: [
    CreateInbox1763800000000,
    CreatePresenceTables1764300000000,
    IndexRecordsByUser1764400000000,
    CreateClosedMonths1767600000000,
    CreateClosedMonthSettings1768000000000,
  ],
};
