import { Module } from '@nestjs/common';
import { OrgDataModule } from '../org-data.module';
import { CompaniesConsumer } from './companies.consumer';
import { GetCompanyDetailsUseCase } from './usecases/get-company-details/get-company-details.usecase';
import { GetCompanyLogoUseCase } from './usecases/get-company-logo/get-company-logo.usecase';
import { GetSettingsUseCase } from './usecases/get-settings/get-settings.usecase';
import { SetCompanyLogoUseCase } from './usecases/set-company-logo/set-company-logo.usecase';
import { UpdateCompanyDetailsUseCase } from './usecases/update-company-details/update-company-details.usecase';
import { UpdateSettingsUseCase } from './usecases/update-settings/update-settings.usecase';

/** The company: its details and logo, and its settings. */
@Module({
  imports: [OrgDataModule],
  controllers: [CompaniesConsumer],
  providers: [GetSettingsUseCase, UpdateSettingsUseCase, GetCompanyDetailsUseCase, UpdateCompanyDetailsUseCase, SetCompanyLogoUseCase, GetCompanyLogoUseCase],
})
export class CompaniesModule {}
