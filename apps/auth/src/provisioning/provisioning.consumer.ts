import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { normaliseEmail, PROVISION_ACCOUNTS, ProvisionAccountsRequest, type MessageEnvelope, type ProvisionedAccount } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { ProvisionAccountsUseCase } from './usecases/provision-accounts/provision-accounts.usecase';

@Controller()
export class ProvisioningConsumer {
  constructor(private readonly provision: ProvisionAccountsUseCase) {}

  @MessagePattern(PROVISION_ACCOUNTS.pattern)
  provisionAccounts({ payload }: MessageEnvelope): Promise<{ accounts: ProvisionedAccount[] }> {
    const { accounts } = readRequest(ProvisionAccountsRequest, payload);
    return this.provision.execute(
      accounts.map((a) => ({
        userId: a.user_id,
        companyId: a.company_id,
        email: normaliseEmail(a.email),
        roleId: a.role_id,
        lang: a.lang,
        password: a.password ?? undefined,
        termsAccepted: a.terms_accepted ?? false,
        emailVerified: a.email_verified ?? false,
      })),
    );
  }
}
