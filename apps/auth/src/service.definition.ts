import type { ServiceDefinition } from '@presently/service-runtime';
import { ProcessedEvent } from '@presently/database';
import { Account } from './accounts/entities/account.entity';
import { CompanySecurity } from './company-security/entities/company-security.entity';
import { CreateInbox1763800000000 } from './database/migrations/1763800000000-CreateInbox';
import { CreateAccounts1763900000000 } from './database/migrations/1763900000000-CreateAccounts';
import { CreateInvitations1764100000000 } from './database/migrations/1764100000000-CreateInvitations';
import { CreateRegistrations1764500000000 } from './database/migrations/1764500000000-CreateRegistrations';
import { Invitation } from './invitations/entities/invitation.entity';
import { TwoFactorChallenge } from './login/entities/two-factor-challenge.entity';
import { PasswordResetCode } from './passwords/entities/password-reset-code.entity';
import { Session } from './sessions/entities/session.entity';

export const definition: ServiceDefinition = {
  service: 'auth',
  entities: [ProcessedEvent, Account, Session, TwoFactorChallenge, PasswordResetCode, CompanySecurity, Invitation],
  migrations: [CreateInbox1763800000000, CreateAccounts1763900000000, CreateInvitations1764100000000, CreateRegistrations1764500000000],
};
