import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { Nationality } from './catalogues/entities/nationality.entity';
import { Religion } from './catalogues/entities/religion.entity';
import { Company } from './companies/entities/company.entity';
import { Department } from './companies/entities/department.entity';
import { Team } from './companies/entities/team.entity';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateIdentityTables1764000000000 } from './database/migrations/1764000000000-CreateIdentityTables';
import { SurveyAnswer } from './survey/entities/survey-answer.entity';
import { User } from './users/entities/user.entity';

export const definition: ServiceDefinition = {
  service: 'org',
  entities: [ProcessedEvent, Company, Department, Team, User, Nationality, Religion, SurveyAnswer],
  migrations: [CreateInbox1763800000000, CreateIdentityTables1764000000000],
};
