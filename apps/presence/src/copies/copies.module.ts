import { Module } from '@nestjs/common';
import { PeersModule } from '../peers/peers.module';
import { ClosedMonthSettingsRepository } from './closed-month-settings.repository';
import { CopiesConsumer } from './copies.consumer';
import { CopiesRepository } from './copies.repository';
import { OrgDirectory } from './org-directory.service';
import { ApplyCompanySettingsUseCase } from './usecases/apply-company-settings/apply-company-settings.usecase';
import { ApplyMonthClosureUseCase } from './usecases/apply-month-closure/apply-month-closure.usecase';
import { ApplyUserChangeUseCase } from './usecases/apply-user-change/apply-user-change.usecase';

/**
 * presence's copies of org's users and companies, kept by org's events, the settings each closed month
 * was closed with, and the directory every use acting for someone starts from (the copy, or org's
 * answer on a miss).
 */
@Module({
  imports: [PeersModule],
  controllers: [CopiesConsumer],
  providers: [CopiesRepository, ClosedMonthSettingsRepository, OrgDirectory, ApplyUserChangeUseCase, ApplyCompanySettingsUseCase, ApplyMonthClosureUseCase],
  exports: [CopiesRepository, ClosedMonthSettingsRepository, OrgDirectory],
})
export class CopiesModule {}
