import { Module } from '@nestjs/common';
import { OrgDataModule } from '../org-data.module';
import { RegistrationConsumer } from './registration.consumer';
import { RegisterCompanyUseCase } from './usecases/register-company/register-company.usecase';

/** A new company with its fixed units, lists and first administrator. */
@Module({
  imports: [OrgDataModule],
  controllers: [RegistrationConsumer],
  providers: [RegisterCompanyUseCase],
})
export class RegistrationModule {}
