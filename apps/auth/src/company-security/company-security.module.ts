import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { CompanySecurityConsumer } from './company-security.consumer';
import { CompanySecurityRepository } from './company-security.repository';
import { ApplyCompanySettingsUseCase } from './usecases/apply-company-settings/apply-company-settings.usecase';

/** auth's copy of each company's security settings, kept from org's events. */
@Module({
  imports: [SessionsModule],
  controllers: [CompanySecurityConsumer],
  providers: [CompanySecurityRepository, ApplyCompanySettingsUseCase],
  exports: [CompanySecurityRepository],
})
export class CompanySecurityModule {}
