import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { SessionsModule } from '../sessions/sessions.module';
import { InvitationIssuer } from './invitation-issuer.service';
import { InvitationsConsumer } from './invitations.consumer';
import { InvitationsRepository } from './invitations.repository';
import { SetPasswordWithTokenUseCase } from './usecases/set-password-with-token/set-password-with-token.usecase';

/** Invitations: the one-time link that sets an invited user's first password. */
@Module({
  imports: [AccountsModule, SessionsModule],
  controllers: [InvitationsConsumer],
  providers: [InvitationsRepository, InvitationIssuer, SetPasswordWithTokenUseCase],
  exports: [InvitationsRepository, InvitationIssuer],
})
export class InvitationsModule {}
