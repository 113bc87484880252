import { Module } from '@nestjs/common';
import { CopiesConsumer } from './copies.consumer';
import { ApplyCompanySettingsUseCase } from './usecases/apply-company-settings/apply-company-settings.usecase';
import { ApplyUserChangeUseCase } from './usecases/apply-user-change/apply-user-change.usecase';

/** presence's copies of org's users and companies, kept by org's events. */
@Module({
  controllers: [CopiesConsumer],
  providers: [ApplyUserChangeUseCase, ApplyCompanySettingsUseCase],
})
export class CopiesModule {}
