import { Module } from '@nestjs/common';
import { ExportsModule } from '../exports/exports.module';
import { PeersModule } from '../peers/peers.module';
import { ScheduleRunner } from './schedule-runner.service';
import { ScheduleStore } from './schedule-store.repository';
import { SchedulesConsumer } from './schedules.consumer';
import { SchedulesService } from './schedules.service';

/** Scheduled reports: each due run makes an export through the export queue and hands the file to notifications. */
@Module({
  imports: [PeersModule, ExportsModule],
  controllers: [SchedulesConsumer],
  providers: [ScheduleStore, ScheduleRunner, SchedulesService],
})
export class SchedulesModule {}
