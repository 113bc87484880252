import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CLOSE_MONTH, LIST_MONTH_CLOSURES, type MessageEnvelope, type MonthClosure, type MonthClosuresView, REOPEN_MONTH } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { CloseMonthUseCase } from './usecases/close-month/close-month.usecase';
import { ListMonthClosuresUseCase } from './usecases/list-month-closures/list-month-closures.usecase';
import { ReopenMonthUseCase } from './usecases/reopen-month/reopen-month.usecase';

@Controller()
export class MonthClosuresConsumer {
  constructor(
    private readonly listClosures: ListMonthClosuresUseCase,
    private readonly closeMonth: CloseMonthUseCase,
    private readonly reopenMonth: ReopenMonthUseCase,
  ) {}

  @MessagePattern(LIST_MONTH_CLOSURES.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<MonthClosuresView> {
    return this.listClosures.execute(requireActor(envelope.meta));
  }

  @MessagePattern(CLOSE_MONTH.pattern)
  close(@Payload() envelope: MessageEnvelope): Promise<MonthClosure> {
    return this.closeMonth.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(REOPEN_MONTH.pattern)
  reopen(@Payload() envelope: MessageEnvelope): Promise<{ reopened: true }> {
    return this.reopenMonth.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }
}
