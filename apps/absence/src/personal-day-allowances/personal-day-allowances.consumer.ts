import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LIST_PERSONAL_DAY_ALLOWANCES, type MessageEnvelope, type PersonalDayAllowance, SAVE_PERSONAL_DAY_ALLOWANCES, SavePersonalDayAllowancesRequest } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { requireActor } from '@presently/service-runtime';
import { SavePersonalDayAllowancesUseCase } from './usecases/save-personal-day-allowances/save-personal-day-allowances.usecase';

/** Personal-day allowances: read by every member, saved by who edits the company settings. */
@Controller()
export class PersonalDayAllowancesConsumer {
  constructor(private readonly allowances: SavePersonalDayAllowancesUseCase) {}

  @MessagePattern(LIST_PERSONAL_DAY_ALLOWANCES.pattern)
  list(@Payload() e: MessageEnvelope): Promise<PersonalDayAllowance[]> {
    return this.allowances.list(requireActor(e.meta), e.meta);
  }

  @MessagePattern(SAVE_PERSONAL_DAY_ALLOWANCES.pattern)
  save(@Payload() e: MessageEnvelope): Promise<PersonalDayAllowance[]> {
    return this.allowances.execute(requireActor(e.meta), readRequest(SavePersonalDayAllowancesRequest, e.payload), e.meta);
  }
}
