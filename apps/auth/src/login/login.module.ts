import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { CompanySecurityModule } from '../company-security/company-security.module';
import { SessionsModule } from '../sessions/sessions.module';
import { LoginConsumer } from './login.consumer';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorCodes } from './two-factor-codes.service';
import { LogInUseCase } from './usecases/log-in/log-in.usecase';
import { ResendTwoFactorCodeUseCase } from './usecases/resend-two-factor-code/resend-two-factor-code.usecase';
import { VerifyTwoFactorUseCase } from './usecases/verify-two-factor/verify-two-factor.usecase';

/** Login with e-mail and password, and the e-mailed two-factor code when the company asks for it. */
@Module({
  imports: [AccountsModule, CompanySecurityModule, SessionsModule],
  controllers: [LoginConsumer],
  providers: [TwoFactorRepository, TwoFactorCodes, LogInUseCase, VerifyTwoFactorUseCase, ResendTwoFactorCodeUseCase],
})
export class LoginModule {}
