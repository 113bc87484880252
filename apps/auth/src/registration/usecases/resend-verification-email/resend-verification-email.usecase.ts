import { Injectable } from '@nestjs/common';
import type { MessageMeta } from '@presently/contracts';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { VerificationLinks } from '../../verification-links.service';

/** A fresh verification link for an unverified address; the same answer for any address. */
@Injectable()
export class ResendVerificationEmailUseCase {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly links: VerificationLinks,
  ) {}

  async execute(email: string, meta: MessageMeta): Promise<{ ok: true }> {
    await this.accounts.transaction(async (manager) => {
      const account = await this.accounts.findByEmail(email, manager);
      if (account && !account.emailVerifiedAt) await this.links.send(manager, account, meta);
    });
    return { ok: true };
  }
}
