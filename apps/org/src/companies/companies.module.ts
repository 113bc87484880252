import { Module } from '@nestjs/common';
import { CompaniesConsumer } from './companies.consumer';
import { CompaniesRepository } from './companies.repository';
import { CompanySettingsAnnouncer } from './company-settings.announcer';
import { GetSettingsUseCase } from './usecases/get-settings/get-settings.usecase';
import { UpdateSettingsUseCase } from './usecases/update-settings/update-settings.usecase';

/** The company and its settings (announced to the services that copy them). */
@Module({
  controllers: [CompaniesConsumer],
  providers: [CompaniesRepository, CompanySettingsAnnouncer, GetSettingsUseCase, UpdateSettingsUseCase],
  exports: [CompaniesRepository, CompanySettingsAnnouncer],
})
export class CompaniesModule {}
