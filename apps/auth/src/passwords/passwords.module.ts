import { Module } from '@nestjs/common';
import { AccountFlagsModule } from '../account-flags/account-flags.module';
import { AccountsModule } from '../accounts/accounts.module';
import { SessionsModule } from '../sessions/sessions.module';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordsConsumer } from './passwords.consumer';
import { ChangePasswordUseCase } from './usecases/change-password/change-password.usecase';
import { RequestPasswordResetUseCase } from './usecases/request-password-reset/request-password-reset.usecase';
import { ResetPasswordUseCase } from './usecases/reset-password/reset-password.usecase';

/** Forgot and reset by e-mailed code; changes by a logged-in user (profile, first, expired). */
@Module({
  imports: [AccountsModule, AccountFlagsModule, SessionsModule],
  controllers: [PasswordsConsumer],
  providers: [PasswordResetRepository, RequestPasswordResetUseCase, ResetPasswordUseCase, ChangePasswordUseCase],
})
export class PasswordsModule {}
