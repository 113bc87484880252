import { Module } from '@nestjs/common';
import { AccountsRepository } from './accounts.repository';

/** The accounts table: every feature that reads or writes accounts imports this, and it imports nothing. */
@Module({
  providers: [AccountsRepository],
  exports: [AccountsRepository],
})
export class AccountsModule {}
