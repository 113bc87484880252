import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ProvisioningConsumer } from './provisioning.consumer';
import { ProvisionAccountsUseCase } from './usecases/provision-accounts/provision-accounts.usecase';

/** Accounts for org users made on request (the demo seed): idempotent by user id and e-mail. */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [ProvisioningConsumer],
  providers: [ProvisionAccountsUseCase],
  exports: [ProvisionAccountsUseCase],
})
export class ProvisioningModule {}
