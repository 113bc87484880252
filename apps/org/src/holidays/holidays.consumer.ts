import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  COPY_HOLIDAYS,
  type CopyHolidaysResult,
  CREATE_HOLIDAY,
  DELETE_HOLIDAY,
  type Holiday,
  LIST_HOLIDAYS,
  type MessageEnvelope,
  type OfficialHoliday,
  PREVIEW_OFFICIAL_HOLIDAYS,
  SAVE_OFFICIAL_HOLIDAYS,
  type SaveOfficialHolidaysResult,
  type Page,
  UPDATE_HOLIDAY,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { CopyHolidaysUseCase } from './usecases/copy-holidays/copy-holidays.usecase';
import { CreateHolidayUseCase } from './usecases/create-holiday/create-holiday.usecase';
import { DeleteHolidayUseCase } from './usecases/delete-holiday/delete-holiday.usecase';
import { PreviewOfficialHolidaysUseCase } from './usecases/preview-official-holidays/preview-official-holidays.usecase';
import { SaveOfficialHolidaysUseCase } from './usecases/save-official-holidays/save-official-holidays.usecase';
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
    private readonly previewOfficial: PreviewOfficialHolidaysUseCase,
    private readonly saveOfficial: SaveOfficialHolidaysUseCase,
  ) {}

  @MessagePattern(LIST_HOLIDAYS.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Holiday>> {
    return this.listHolidays.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(CREATE_HOLIDAY.pattern)
  create(@Payload() envelope: MessageEnvelope): Promise<Holiday> {
    return this.createHoliday.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(UPDATE_HOLIDAY.pattern)
  update(@Payload() envelope: MessageEnvelope): Promise<Holiday> {
    return this.updateHoliday.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(DELETE_HOLIDAY.pattern)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteHoliday.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(COPY_HOLIDAYS.pattern)
  copy(@Payload() envelope: MessageEnvelope): Promise<CopyHolidaysResult> {
    return this.copyHolidays.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(PREVIEW_OFFICIAL_HOLIDAYS.pattern)
  officialPreview(@Payload() envelope: MessageEnvelope): Promise<{ items: OfficialHoliday[] }> {
    return this.previewOfficial.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(SAVE_OFFICIAL_HOLIDAYS.pattern)
  officialSave(@Payload() envelope: MessageEnvelope): Promise<SaveOfficialHolidaysResult> {
    return this.saveOfficial.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }
}
