import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { BotCheck } from './bot-check.service';
import { RegistrationConsumer } from './registration.consumer';
import { RegistrationsRepository } from './registrations.repository';
import { StaleRegistrationsSweeper } from './stale-registrations.sweeper';
import { CreateBotCheckChallengeUseCase } from './usecases/create-bot-check-challenge/create-bot-check-challenge.usecase';
import { RegisterCompanyUseCase } from './usecases/register-company/register-company.usecase';
import { SweepStaleRegistrationsUseCase } from './usecases/sweep-stale-registrations/sweep-stale-registrations.usecase';
import { ResendVerificationEmailUseCase } from './usecases/resend-verification-email/resend-verification-email.usecase';
import { VerifyEmailUseCase } from './usecases/verify-email/verify-email.usecase';
import { VerificationLinks } from './verification-links.service';

/** Company registration with the bot check (and the sweep of unfinished ones), and e-mail verification. */
@Module({
  imports: [AccountsModule, InvitationsModule],
  controllers: [RegistrationConsumer],
  providers: [
    BotCheck,
    VerificationLinks,
    RegistrationsRepository,
    CreateBotCheckChallengeUseCase,
    RegisterCompanyUseCase,
    VerifyEmailUseCase,
    ResendVerificationEmailUseCase,
    SweepStaleRegistrationsUseCase,
    StaleRegistrationsSweeper,
  ],
})
export class RegistrationModule {}
