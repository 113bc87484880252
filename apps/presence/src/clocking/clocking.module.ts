import { Module } from '@nestjs/common';
import { AutoStopSweeper } from './auto-stop.sweeper';
import { ClockingConsumer } from './clocking.consumer';
import { ClockUseCase } from './usecases/clock/clock.usecase';
import { GetCurrentPresenceUseCase } from './usecases/get-current-presence/get-current-presence.usecase';

/** Clocking (the eight calls), the current presence and the automatic stop sweep. */
@Module({
  controllers: [ClockingConsumer],
  providers: [ClockUseCase, GetCurrentPresenceUseCase, AutoStopSweeper],
})
export class ClockingModule {}
