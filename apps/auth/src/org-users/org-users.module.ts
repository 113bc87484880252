import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { SessionsModule } from '../sessions/sessions.module';
import { OrgUsersConsumer } from './org-users.consumer';
import { ApplyUserChangeUseCase } from './usecases/apply-user-change/apply-user-change.usecase';

/** Accounts kept in step with org's users (org.user.changed.v1): creation with an invitation, status, role, e-mail. */
@Module({
  imports: [AccountsModule, SessionsModule, InvitationsModule],
  controllers: [OrgUsersConsumer],
  providers: [ApplyUserChangeUseCase],
})
export class OrgUsersModule {}
