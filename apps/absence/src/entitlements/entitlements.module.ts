import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { EntitlementsConsumer } from './entitlements.consumer';
import { EntitlementsPresenter } from './entitlements.presenter';
import { EntitlementsRepository } from './entitlements.repository';
import { OrgDirectory } from './org-directory.client';
import { DeleteEntitlementUseCase } from './usecases/delete-entitlement/delete-entitlement.usecase';
import { ListEntitlementsUseCase } from './usecases/list-entitlements/list-entitlements.usecase';
import { SaveEntitlementUseCase } from './usecases/save-entitlement/save-entitlement.usecase';

/** Vacation days per user: rules with a period, date of acquisition and days; used and pending days from vacation requests. */
@Module({
  imports: [RequestsModule],
  controllers: [EntitlementsConsumer],
  providers: [EntitlementsRepository, OrgDirectory, EntitlementsPresenter, ListEntitlementsUseCase, SaveEntitlementUseCase, DeleteEntitlementUseCase],
  exports: [EntitlementsPresenter],
})
export class EntitlementsModule {}
