import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateAbsenceRequests1764100000000 } from './database/migrations/1764100000000-CreateAbsenceRequests';
import { CreateVacationEntitlements1764200000000 } from './database/migrations/1764200000000-CreateVacationEntitlements';
import { VacationEntitlement } from './entitlements/entities/vacation-entitlement.entity';
import { AbsenceRequest } from './requests/entities/absence-request.entity';
import { AbsenceRequestAudit } from './requests/entities/absence-request-audit.entity';
import { AbsenceRequestFile } from './requests/entities/absence-request-file.entity';
import { AbsenceRequestStep } from './requests/entities/absence-request-step.entity';
import { ExtendAbsenceRequests1764300000000 } from './database/migrations/1764300000000-ExtendAbsenceRequests';
import { RestDay } from './rest-days/entities/rest-day.entity';
import { CreateSubstitutes1764400000000 } from './database/migrations/1764400000000-CreateSubstitutes';
import { Substitute } from './substitutes/entities/substitute.entity';
import { ApprovalRule } from './approval-rules/entities/approval-rule.entity';
import { CreateApprovalRules1764500000000 } from './database/migrations/1764500000000-CreateApprovalRules';
import { CalendarFeed } from './calendar/entities/calendar-feed.entity';
import { CreateCalendarFeeds1766300000000 } from './database/migrations/1766300000000-CreateCalendarFeeds';
import { AddSubstituteContact1766600000000 } from './database/migrations/1766600000000-AddSubstituteContact';
import { CreatePersonalDayAllowances1766600000001 } from './database/migrations/1766600000001-CreatePersonalDayAllowances';
import { PersonalDayAllowanceRow } from './personal-day-allowances/entities/personal-day-allowance.entity';

import { CreateClosedMonths1767600000000 } from './database/migrations/1767600000000-CreateClosedMonths';

export const definition: ServiceDefinition = {
  service: 'absence',
  entities: [ProcessedEvent, AbsenceRequest, AbsenceRequestStep, AbsenceRequestFile, AbsenceRequestAudit, RestDay, VacationEntitlement, Substitute, ApprovalRule, CalendarFeed, PersonalDayAllowanceRow],
  migrations: [
    CreateInbox1763800000000,
    CreateAbsenceRequests1764100000000,
    CreateVacationEntitlements1764200000000,
    ExtendAbsenceRequests1764300000000,
    CreateSubstitutes1764400000000,
    CreateApprovalRules1764500000000,
    CreateCalendarFeeds1766300000000,
    AddSubstituteContact1766600000000,
    CreatePersonalDayAllowances1766600000001,
    CreateClosedMonths1767600000000,
  ],
};
