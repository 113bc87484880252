import { Module } from '@nestjs/common';
import { CompaniesConsumer } from './companies.consumer';
import { CompaniesRepository } from './companies.repository';
import { CompanySettingsPublisher } from './company-settings.publisher';
import { GetSettingsUseCase } from './usecases/get-settings/get-settings.usecase';
import { UpdateSettingsUseCase } from './usecases/update-settings/update-settings.usecase';

/** The company and its settings (announced to the services that copy them). */
@Module({
  controllers: [CompaniesConsumer],
  providers: [CompaniesRepository, CompanySettingsPublisher, GetSettingsUseCase, UpdateSettingsUseCase],
  exports: [CompaniesRepository, CompanySettingsPublisher],
})
export class CompaniesModule {}
