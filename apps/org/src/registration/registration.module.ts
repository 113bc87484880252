import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { DepartmentsModule } from '../departments/departments.module';
import { NationalitiesReligionsModule } from '../nationalities-religions/nationalities-religions.module';
import { TeamsModule } from '../teams/teams.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { RegistrationConsumer } from './registration.consumer';
import { RegisterCompanyUseCase } from './usecases/register-company/register-company.usecase';

/** A new company with its fixed units, nationalities and religions, and first administrator. */
@Module({
  imports: [CompaniesModule, DepartmentsModule, TeamsModule, NationalitiesReligionsModule, UserRecordsModule],
  controllers: [RegistrationConsumer],
  providers: [RegisterCompanyUseCase],
})
export class RegistrationModule {}
