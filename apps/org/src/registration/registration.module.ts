import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { DepartmentsModule } from '../departments/departments.module';
import { NationalitiesReligionsModule } from '../nationalities-religions/nationalities-religions.module';
import { TeamsModule } from '../teams/teams.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { RegistrationConsumer } from './registration.consumer';
import { RegistrationsRepository } from './registrations.repository';
import { AbandonRegistrationUseCase } from './usecases/abandon-registration/abandon-registration.usecase';
import { CompleteRegistrationUseCase } from './usecases/complete-registration/complete-registration.usecase';
import { RegisterCompanyUseCase } from './usecases/register-company/register-company.usecase';

/** A new company with its fixed units, nationalities and religions, and first administrator: pending until auth completes the registration, removed if auth abandons it. */
@Module({
  imports: [CompaniesModule, DepartmentsModule, TeamsModule, NationalitiesReligionsModule, UserRecordsModule],
  controllers: [RegistrationConsumer],
  providers: [RegistrationsRepository, RegisterCompanyUseCase, CompleteRegistrationUseCase, AbandonRegistrationUseCase],
})
export class RegistrationModule {}
