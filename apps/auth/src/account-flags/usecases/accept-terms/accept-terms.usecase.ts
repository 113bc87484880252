import { Injectable } from '@nestjs/common';
import type { AccountFlags } from '@presently/contracts';
import { Clock } from '../../../common/clock.service';
import { SessionRecords } from '../../../sessions/session-records.service';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { GetAccountFlagsUseCase } from '../get-account-flags/get-account-flags.usecase';

/** Records the acceptance of the terms and privacy policy (the first time counts) and unlocks the user's sessions. */
@Injectable()
export class AcceptTermsUseCase {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessionRecords: SessionRecords,
    private readonly flags: GetAccountFlagsUseCase,
    private readonly clock: Clock,
  ) {}

  async execute(userId: number): Promise<AccountFlags> {
    await this.accounts.acceptTerms(userId, this.clock.now());
    await this.sessionRecords.refreshForUser(userId);
    return this.flags.execute(userId);
  }
}
