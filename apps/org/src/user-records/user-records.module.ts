import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { WorkRulesModule } from '../work-rules/work-rules.module';
import { UserChangedAnnouncer } from './user-changed.announcer';
import { UserCopyReader } from './user-copy.reader';
import { UsersRepository } from './users.repository';

/**
 * The users table and what the other features need of a person: the repository, the copy other
 * services keep (with work settings) and its announcement. The use cases on users live in users/,
 * which builds on this, as do departments, teams and the company details (they name people).
 */
@Module({
  imports: [CompaniesModule, WorkRulesModule],
  providers: [UsersRepository, UserCopyReader, UserChangedAnnouncer],
  exports: [UsersRepository, UserCopyReader, UserChangedAnnouncer],
})
export class UserRecordsModule {}
