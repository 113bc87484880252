import { Module } from '@nestjs/common';
import { EntitlementFigures } from './entitlement-figures';
import { EntitlementsConsumer } from './entitlements.consumer';
import { EntitlementsRepository } from './entitlements.repository';
import { OrgDirectory } from './org-directory.client';
import { DeleteEntitlementUseCase } from './usecases/delete-entitlement/delete-entitlement.usecase';
import { ListEntitlementsUseCase } from './usecases/list-entitlements/list-entitlements.usecase';
import { SaveEntitlementUseCase } from './usecases/save-entitlement/save-entitlement.usecase';

/** Vacation days per user: rules with a period, date of acquisition and days; used and pending days from vacation requests. */
@Module({
  controllers: [EntitlementsConsumer],
  providers: [EntitlementsRepository, OrgDirectory, EntitlementFigures, ListEntitlementsUseCase, SaveEntitlementUseCase, DeleteEntitlementUseCase],
})
export class EntitlementsModule {}
