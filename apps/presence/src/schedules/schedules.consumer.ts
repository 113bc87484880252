import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ASSIGN_SCHEDULES, AssignScheduleRequest, DELETE_SCHEDULE, LIST_SCHEDULES, type MessageEnvelope, type ScheduleEntry, ScheduleQuery, ScheduleRequest } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { parseAssignment, parseScheduleId, parseScheduleQuery } from './domain/schedule-input';
import { AssignSchedulesUseCase } from './usecases/assign-schedules/assign-schedules.usecase';
import { DeleteScheduleUseCase } from './usecases/delete-schedule/delete-schedule.usecase';
import { ListSchedulesUseCase } from './usecases/list-schedules/list-schedules.usecase';

/** Shifts assigned to users per day (the managers' schedule screen). */
@Controller()
export class SchedulesConsumer {
  constructor(
    private readonly listSchedules: ListSchedulesUseCase,
    private readonly assignSchedules: AssignSchedulesUseCase,
    private readonly deleteSchedule: DeleteScheduleUseCase,
  ) {}

  @MessagePattern(LIST_SCHEDULES.pattern)
  async list(@Payload() e: MessageEnvelope): Promise<ScheduleEntry[]> {
    return this.listSchedules.execute(requireActor(e.meta), readRequest(ScheduleQuery, e.payload, parseScheduleQuery), e.meta);
  }

  @MessagePattern(ASSIGN_SCHEDULES.pattern)
  async assign(@Payload() e: MessageEnvelope): Promise<ScheduleEntry[]> {
    return this.assignSchedules.execute(requireActor(e.meta), readRequest(AssignScheduleRequest, e.payload, parseAssignment), e.meta);
  }

  @MessagePattern(DELETE_SCHEDULE.pattern)
  async remove(@Payload() e: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteSchedule.execute(requireActor(e.meta), readRequest(ScheduleRequest, e.payload, parseScheduleId), e.meta);
  }
}
