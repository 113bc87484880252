import { Module } from '@nestjs/common';
import { SchedulesConsumer } from './schedules.consumer';
import { AssignSchedulesUseCase } from './usecases/assign-schedules/assign-schedules.usecase';
import { DeleteScheduleUseCase } from './usecases/delete-schedule/delete-schedule.usecase';
import { ListSchedulesUseCase } from './usecases/list-schedules/list-schedules.usecase';

/** Schedules: shifts assigned to users per date; they feed classification (unauthorized absence, rounding, automatic stop). */
@Module({
  controllers: [SchedulesConsumer],
  providers: [ListSchedulesUseCase, AssignSchedulesUseCase, DeleteScheduleUseCase],
})
export class SchedulesModule {}
