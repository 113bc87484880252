import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { CompanyDetailsConsumer } from './company-details.consumer';
import { GetCompanyDetailsUseCase } from './usecases/get-company-details/get-company-details.usecase';
import { GetCompanyLogoUseCase } from './usecases/get-company-logo/get-company-logo.usecase';
import { SetCompanyLogoUseCase } from './usecases/set-company-logo/set-company-logo.usecase';
import { UpdateCompanyDetailsUseCase } from './usecases/update-company-details/update-company-details.usecase';

/** The company details screen: name, address, tax number, general manager (a user of the company), logo. */
@Module({
  imports: [CompaniesModule, UserRecordsModule],
  controllers: [CompanyDetailsConsumer],
  providers: [GetCompanyDetailsUseCase, UpdateCompanyDetailsUseCase, SetCompanyLogoUseCase, GetCompanyLogoUseCase],
})
export class CompanyDetailsModule {}
