import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { DepartmentsModule } from '../departments/departments.module';
import { HolidaysModule } from '../holidays/holidays.module';
import { TeamsModule } from '../teams/teams.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { WorkRulesModule } from '../work-rules/work-rules.module';
import { AbsenceContextConsumer } from './absence-context.consumer';
import { AbsenceContextRepository } from './absence-context.repository';
import { GetAbsenceContextUseCase } from './usecases/get-absence-context/get-absence-context.usecase';

/** Answers absence: a user's team, department, settings, holidays and approvers, in one call. */
@Module({
  imports: [CompaniesModule, UserRecordsModule, TeamsModule, DepartmentsModule, HolidaysModule, WorkRulesModule],
  controllers: [AbsenceContextConsumer],
  providers: [AbsenceContextRepository, GetAbsenceContextUseCase],
})
export class AbsenceContextModule {}
