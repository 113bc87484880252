import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, ORG_ADMIN_RPC, type Page, type Shift } from '@presently/contracts';
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

  @MessagePattern(ORG_ADMIN_RPC.listShifts)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Shift>> {
    return this.listShifts.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.saveShift)
  save(@Payload() envelope: MessageEnvelope): Promise<Shift> {
    return this.saveShift.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.deleteShift)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteShift.execute(requireActor(envelope.meta), envelope.payload);
  }
}
