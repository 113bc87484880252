import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { AccountsConsumer } from './accounts.consumer';
import { AccountsRepository } from './accounts.repository';
import { AcceptTermsUseCase } from './usecases/accept-terms/accept-terms.usecase';
import { ChangeLanguageUseCase } from './usecases/change-language/change-language.usecase';
import { GetAccountFlagsUseCase } from './usecases/get-account-flags/get-account-flags.usecase';
import { ProvisionAccountsUseCase } from './usecases/provision-accounts/provision-accounts.usecase';

/** Accounts: provisioning for org users, and the acting user's flags, terms and language. */
@Module({
  imports: [SessionsModule],
  controllers: [AccountsConsumer],
  providers: [AccountsRepository, ProvisionAccountsUseCase, GetAccountFlagsUseCase, AcceptTermsUseCase, ChangeLanguageUseCase],
  exports: [AccountsRepository, ProvisionAccountsUseCase, GetAccountFlagsUseCase],
})
export class AccountsModule {}
