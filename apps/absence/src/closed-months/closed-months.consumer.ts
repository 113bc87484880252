import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { z } from 'zod';
import { type EventEnvelope, MONTH_CLOSURE_CHANGED, MonthClosureChangedPayload, type MonthClosureChangedEvent } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { ApplyMonthClosureUseCase } from './usecases/apply-month-closure/apply-month-closure.usecase';

const Stamp = z.object({ id: z.string().uuid(), name: z.string().min(1), occurredAt: z.iso.datetime({ offset: true }) });

/** org's closes and reopens of months. A malformed event fails (and is dead-lettered): the copy is never guessed. */
@Controller()
export class ClosedMonthsConsumer {
  constructor(private readonly applyMonthClosure: ApplyMonthClosureUseCase) {}

  @EventPattern(MONTH_CLOSURE_CHANGED.key)
  async monthClosureChanged(envelope: EventEnvelope<MonthClosureChangedEvent>): Promise<void> {
    const stamp = readRequest(Stamp, { id: envelope.id, name: envelope.name, occurredAt: envelope.occurredAt });
    const change = readRequest(MonthClosureChangedPayload, envelope.payload);
    await this.applyMonthClosure.execute(stamp, change, new Date(stamp.occurredAt));
  }
}
