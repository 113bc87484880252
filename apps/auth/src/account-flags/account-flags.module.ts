import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SessionsModule } from '../sessions/sessions.module';
import { AccountFlagsConsumer } from './account-flags.consumer';
import { AcceptTermsUseCase } from './usecases/accept-terms/accept-terms.usecase';
import { ChangeLanguageUseCase } from './usecases/change-language/change-language.usecase';
import { GetAccountFlagsUseCase } from './usecases/get-account-flags/get-account-flags.usecase';

/** The acting user's account flags, the terms acceptance and the language; live sessions follow at once. */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [AccountFlagsConsumer],
  providers: [GetAccountFlagsUseCase, AcceptTermsUseCase, ChangeLanguageUseCase],
  exports: [GetAccountFlagsUseCase],
})
export class AccountFlagsModule {}
