import { Module } from '@nestjs/common';
import { PeersModule } from '../peers/peers.module';
import { SchedulesModule } from '../schedules/schedules.module';
import { DayFactsProvider } from './day-facts.provider';

/** The facts of days the rules need: holidays (org), absences and rest days (absence), schedules (presence's own). */
@Module({
  imports: [PeersModule, SchedulesModule],
  providers: [DayFactsProvider],
  exports: [DayFactsProvider],
})
export class FactsModule {}
