import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { AccountFlagsModule } from './account-flags/account-flags.module';
import { CommonModule } from './common/common.module';
import { CompanySecurityModule } from './company-security/company-security.module';
import { DocumentContextModule } from './document-context/document-context.module';
import { InvitationsModule } from './invitations/invitations.module';
import { LoginModule } from './login/login.module';
import { OrgUsersModule } from './org-users/org-users.module';
import { PasswordsModule } from './passwords/passwords.module';
import { ProvisioningModule } from './provisioning/provisioning.module';
import { RegistrationModule } from './registration/registration.module';
import { definition } from './service.definition';

@Module({
  imports: [
    ServiceCoreModule.forRoot(definition),
    CommonModule,
    AccountFlagsModule,
    ProvisioningModule,
    CompanySecurityModule,
    LoginModule,
    PasswordsModule,
    RegistrationModule,
    InvitationsModule,
    OrgUsersModule,
    DocumentContextModule,
  ],
})
export class AppModule {}
