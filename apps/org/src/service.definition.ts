import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { Nationality } from './nationalities-religions/entities/nationality.entity';
import { Religion } from './nationalities-religions/entities/religion.entity';
import { Company } from './companies/entities/company.entity';
import { Department } from './departments/entities/department.entity';
import { Team } from './teams/entities/team.entity';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateIdentityTables1764000000000 } from './database/migrations/1764000000000-CreateIdentityTables';
import { CreateAdministrationTables1764100000000 } from './database/migrations/1764100000000-CreateAdministrationTables';
import { AddTeamCoverageSettings1766600000000 } from './database/migrations/1766600000000-AddTeamCoverageSettings';
import { AddBuiltInCatalogueKeys1767200000000 } from './database/migrations/1767200000000-AddBuiltInCatalogueKeys';
import { CreateMonthClosures1767600000000 } from './database/migrations/1767600000000-CreateMonthClosures';
import { AddHolidayNames1768200000000 } from './database/migrations/1768200000000-AddHolidayNames';
import { MonthClosureAudit } from './month-closures/entities/month-closure-audit.entity';
import { MonthClosure } from './month-closures/entities/month-closure.entity';
import { Device } from './gates/entities/device.entity';
import { Gate } from './gates/entities/gate.entity';
import { Holiday } from './holidays/entities/holiday.entity';
import { Shift } from './shifts/entities/shift.entity';
import { SurveyAnswer } from './survey/entities/survey-answer.entity';
import { User } from './user-records/entities/user.entity';
import { UserWorkSettings } from './user-records/entities/user-work-settings.entity';
import { WorkRules } from './work-rules/entities/work-rules.entity';

export const definition: ServiceDefinition = {
  service: 'org',
  entities: [
    ProcessedEvent,
    Company,
    Department,
    Team,
    User,
    UserWorkSettings,
    Nationality,
    Religion,
    SurveyAnswer,
    Holiday,
    Gate,
    Device,
    Shift,
    WorkRules,
    MonthClosure,
    MonthClosureAudit,
  ],
  migrations: [CreateInbox1763800000000, CreateIdentityTables1764000000000, CreateAdministrationTables1764100000000, AddTeamCoverageSettings1766600000000, AddBuiltInCatalogueKeys1767200000000, CreateMonthClosures1767600000000, AddHolidayNames1768200000000],
};
