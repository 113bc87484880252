import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { AccountsModule } from './accounts/accounts.module';
import { CommonModule } from './common/common.module';
import { CompanySecurityModule } from './company-security/company-security.module';
import { InvitationsModule } from './invitations/invitations.module';
import { LoginModule } from './login/login.module';
import { OrgUsersModule } from './org-users/org-users.module';
import { PasswordsModule } from './passwords/passwords.module';
import { RegistrationModule } from './registration/registration.module';
import { definition } from './service.definition';
import { SessionsModule } from './sessions/sessions.module';

@Module({
  imports: [
    ServiceCoreModule.forRoot(definition),
    CommonModule,
    SessionsModule,
    AccountsModule,
    CompanySecurityModule,
    LoginModule,
    PasswordsModule,
    RegistrationModule,
    InvitationsModule,
    OrgUsersModule,
  ],
})
export class AppModule {}
