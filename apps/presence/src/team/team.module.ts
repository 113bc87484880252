import { Module } from '@nestjs/common';
import { RecordsModule } from '../records/records.module';
import { ScopesModule } from '../scopes/scopes.module';
import { TeamConsumer } from './team.consumer';
import { TeamHistoryUseCase } from './usecases/team-history/team-history.usecase';
import { TeamWeekUseCase } from './usecases/team-week/team-week.usecase';
import { TodayUseCase } from './usecases/today/today.usecase';

/** The managers' presence screens (today, weekly, history), scoped by role. */
@Module({
  imports: [RecordsModule, ScopesModule],
  controllers: [TeamConsumer],
  providers: [TodayUseCase, TeamWeekUseCase, TeamHistoryUseCase],
})
export class TeamModule {}
