import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { z } from 'zod';
import { type EventEnvelope, HOLIDAY_CHANGED, type HolidayChangedEvent } from '@presently/contracts';
import { isIsoDate } from '@presently/domain';
import { readRequest } from '@presently/validation';
import { RecountRequestedDaysUseCase } from './usecases/recount-requested-days/recount-requested-days.usecase';

const HolidayChanged = z.object({
  company_id: z.number().int().min(1),
  change: z.enum(['created', 'updated', 'deleted', 'copied']),
  dates: z.array(z.string().refine(isIsoDate)).max(1000),
});
const Stamp = z.object({ id: z.string().uuid(), name: z.string().min(1) });

/** Org's holiday changes: requested days are counted again. A malformed event fails (and is dead-lettered). */
@Controller()
export class HolidayChangesConsumer {
  constructor(private readonly recountDays: RecountRequestedDaysUseCase) {}

  @EventPattern(HOLIDAY_CHANGED.key)
  async holidayChanged(envelope: EventEnvelope<HolidayChangedEvent>): Promise<void> {
    const stamp = readRequest(Stamp, { id: envelope.id, name: envelope.name });
    const change = readRequest(HolidayChanged, envelope.payload);
    await this.recountDays.execute(stamp, change, envelope.meta);
  }
}
