import { Module } from '@nestjs/common';
import { PeersModule } from '../peers/peers.module';
import { ScopesModule } from '../scopes/scopes.module';
import { SchedulesConsumer } from './schedules.consumer';
import { SchedulesRepository } from './schedules.repository';
import { AssignSchedulesUseCase } from './usecases/assign-schedules/assign-schedules.usecase';
import { DeleteScheduleUseCase } from './usecases/delete-schedule/delete-schedule.usecase';
import { ListSchedulesUseCase } from './usecases/list-schedules/list-schedules.usecase';

/**
 * Schedules: shifts assigned to users per date. They feed classification (unauthorized absence,
 * rounding) and the automatic stop, which read them through the exported repository.
 */
@Module({
  imports: [ScopesModule, PeersModule],
  controllers: [SchedulesConsumer],
  providers: [SchedulesRepository, ListSchedulesUseCase, AssignSchedulesUseCase, DeleteScheduleUseCase],
  exports: [SchedulesRepository],
})
export class SchedulesModule {}
