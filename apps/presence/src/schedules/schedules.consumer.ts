import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, PRESENCE_RPC, type ScheduleEntry } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
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

  @MessagePattern(PRESENCE_RPC.listSchedules)
  list(@Payload() e: MessageEnvelope): Promise<ScheduleEntry[]> {
    return this.listSchedules.execute(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.assignSchedules)
  assign(@Payload() e: MessageEnvelope): Promise<ScheduleEntry[]> {
    return this.assignSchedules.execute(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.deleteSchedule)
  remove(@Payload() e: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteSchedule.execute(requireActor(e.meta), e.payload, e.meta);
  }
}
