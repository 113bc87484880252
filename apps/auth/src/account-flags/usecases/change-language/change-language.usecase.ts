import { Injectable } from '@nestjs/common';
import type { AccountFlags, Lang } from '@presently/contracts';
import { SessionRecords } from '../../../sessions/session-records.service';
import { AccountsRepository } from '../../../accounts/accounts.repository';
import { GetAccountFlagsUseCase } from '../get-account-flags/get-account-flags.usecase';

/** Stores the user's interface language; their live sessions carry it from now on. */
@Injectable()
export class ChangeLanguageUseCase {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessionRecords: SessionRecords,
    private readonly flags: GetAccountFlagsUseCase,
  ) {}

  async execute(userId: number, lang: Lang): Promise<AccountFlags> {
    await this.accounts.update(userId, { lang });
    await this.sessionRecords.refreshForUser(userId);
    return this.flags.execute(userId);
  }
}
