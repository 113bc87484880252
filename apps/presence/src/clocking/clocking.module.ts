import { Module } from '@nestjs/common';
import { LiveAnnouncerModule } from '../board/live-announcer.module';
import { CopiesModule } from '../copies/copies.module';
import { FactsModule } from '../facts/facts.module';
import { RecordsModule } from '../records/records.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { AutoStopSweeper } from './auto-stop.sweeper';
import { AutoStopper } from './auto-stopper.service';
import { ClockingConsumer } from './clocking.consumer';
import { CurrentPresencePresenter } from './current-presence.presenter';
import { ClockUseCase } from './usecases/clock/clock.usecase';
import { GetCurrentPresenceUseCase } from './usecases/get-current-presence/get-current-presence.usecase';

/** Clocking (the eight calls), the current presence, and the automatic stop (lazy and the periodic sweep). */
@Module({
  imports: [RecordsModule, CopiesModule, FactsModule, SchedulesModule, LiveAnnouncerModule],
  controllers: [ClockingConsumer],
  providers: [ClockUseCase, GetCurrentPresenceUseCase, CurrentPresencePresenter, AutoStopper, AutoStopSweeper],
})
export class ClockingModule {}
