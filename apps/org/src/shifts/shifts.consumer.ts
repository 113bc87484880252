import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DELETE_SHIFT, LIST_SHIFTS, type MessageEnvelope, type Page, SAVE_SHIFT, type Shift } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { DeleteShiftUseCase } from './usecases/delete-shift/delete-shift.usecase';
import { ListShiftsUseCase } from './usecases/list-shifts/list-shifts.usecase';
import { SaveShiftUseCase } from './usecases/save-shift/save-shift.usecase';

@Controller()
export class ShiftsConsumer {
  constructor(
    private readonly listShifts: ListShiftsUseCase,
    private readonly saveShift: SaveShiftUseCase,
    private readonly deleteShift: DeleteShiftUseCase,
  ) {}

  @MessagePattern(LIST_SHIFTS.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Shift>> {
    return this.listShifts.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(SAVE_SHIFT.pattern)
  save(@Payload() envelope: MessageEnvelope): Promise<Shift> {
    return this.saveShift.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(DELETE_SHIFT.pattern)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteShift.execute(requireActor(envelope.meta), envelope.payload);
  }
}
