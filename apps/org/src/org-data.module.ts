import { Module } from '@nestjs/common';
import { CataloguesRepository } from './catalogues/catalogues.repository';
import { CompaniesRepository } from './companies/companies.repository';
import { CompanySettingsPublisher } from './companies/company-settings.publisher';
import { DepartmentsRepository } from './departments/departments.repository';
import { GatesRepository } from './gates/gates.repository';
import { HolidaysRepository } from './holidays/holidays.repository';
import { ShiftsRepository } from './shifts/shifts.repository';
import { TeamsRepository } from './teams/teams.repository';
import { UserChangedPublisher } from './users/user-changed.publisher';
import { UserCopies } from './users/user-copies';
import { UsersRepository } from './users/users.repository';
import { WorkRulesRepository } from './work-rules/work-rules.repository';

const shared = [
  CompaniesRepository,
  CompanySettingsPublisher,
  UsersRepository,
  UserCopies,
  UserChangedPublisher,
  CataloguesRepository,
  DepartmentsRepository,
  TeamsRepository,
  HolidaysRepository,
  GatesRepository,
  ShiftsRepository,
  WorkRulesRepository,
];

/**
 * The org schema's repositories (and the settings and user publishers), shared by the feature
 * modules: a feature that checks another's rows (a user form naming a department) reads them here,
 * and one that moves people (a team's members) announces them here, so that feature modules never
 * import each other.
 */
@Module({
  providers: shared,
  exports: shared,
})
export class OrgDataModule {}
