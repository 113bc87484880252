import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Holiday, type MessageEnvelope, ORG_ADMIN_RPC, type Page } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { CopyHolidaysUseCase, type CopyHolidaysResult } from './usecases/copy-holidays/copy-holidays.usecase';
import { CreateHolidayUseCase } from './usecases/create-holiday/create-holiday.usecase';
import { DeleteHolidayUseCase } from './usecases/delete-holiday/delete-holiday.usecase';
import { ListHolidaysUseCase } from './usecases/list-holidays/list-holidays.usecase';
import { UpdateHolidayUseCase } from './usecases/update-holiday/update-holiday.usecase';

@Controller()
export class HolidaysConsumer {
  constructor(
    private readonly listHolidays: ListHolidaysUseCase,
    private readonly createHoliday: CreateHolidayUseCase,
    private readonly updateHoliday: UpdateHolidayUseCase,
    private readonly deleteHoliday: DeleteHolidayUseCase,
    private readonly copyHolidays: CopyHolidaysUseCase,
  ) {}

  @MessagePattern(ORG_ADMIN_RPC.listHolidays)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Holiday>> {
    return this.listHolidays.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.createHoliday)
  create(@Payload() envelope: MessageEnvelope): Promise<Holiday> {
    return this.createHoliday.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.updateHoliday)
  update(@Payload() envelope: MessageEnvelope): Promise<Holiday> {
    return this.updateHoliday.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.deleteHoliday)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteHoliday.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.copyHolidays)
  copy(@Payload() envelope: MessageEnvelope): Promise<CopyHolidaysResult> {
    return this.copyHolidays.execute(requireActor(envelope.meta), envelope.payload);
  }
}
