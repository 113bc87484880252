import { Module } from '@nestjs/common';
import { CataloguesModule } from '../catalogues/catalogues.module';
import { CompaniesModule } from '../companies/companies.module';
import { UsersModule } from '../users/users.module';
import { RegistrationConsumer } from './registration.consumer';
import { RegisterCompanyUseCase } from './usecases/register-company/register-company.usecase';

/** A new company with its fixed units, lists and first administrator. */
@Module({
  imports: [CompaniesModule, UsersModule, CataloguesModule],
  controllers: [RegistrationConsumer],
  providers: [RegisterCompanyUseCase],
})
export class RegistrationModule {}
