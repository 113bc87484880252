import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  GET_PRESENCE_COMPANY,
  GET_PRESENCE_PROFILE,
  GET_PRESENCE_SHIFT,
  type HolidayWithNames,
  LIST_PRESENCE_HOLIDAYS,
  type MessageEnvelope,
  type PresenceCompany,
  type PresenceProfile,
  type Shift,
} from '@presently/contracts';
import { GetPresenceCompanyUseCase } from './usecases/get-presence-company/get-presence-company.usecase';
import { GetPresenceProfileUseCase } from './usecases/get-presence-profile/get-presence-profile.usecase';
import { GetPresenceShiftUseCase } from './usecases/get-presence-shift/get-presence-shift.usecase';
import { ListPresenceHolidaysUseCase } from './usecases/list-presence-holidays/list-presence-holidays.usecase';

/**
 * What presence asks org (service to service, no actor: the company is in the payload, and the
 * gateway routes none of these patterns). Presence keeps users and companies by events and asks
 * here on a miss; holidays and shifts it asks when a view needs them.
 */
@Controller()
export class PresenceDataConsumer {
  constructor(
    private readonly getProfile: GetPresenceProfileUseCase,
    private readonly getCompany: GetPresenceCompanyUseCase,
    private readonly listHolidays: ListPresenceHolidaysUseCase,
    private readonly getShift: GetPresenceShiftUseCase,
  ) {}

  @MessagePattern(GET_PRESENCE_PROFILE.pattern)
  profile(@Payload() envelope: MessageEnvelope): Promise<PresenceProfile | null> {
    return this.getProfile.execute(envelope.payload);
  }

  @MessagePattern(GET_PRESENCE_COMPANY.pattern)
  company(@Payload() envelope: MessageEnvelope): Promise<PresenceCompany | null> {
    return this.getCompany.execute(envelope.payload);
  }

  @MessagePattern(LIST_PRESENCE_HOLIDAYS.pattern)
  holidays(@Payload() envelope: MessageEnvelope): Promise<HolidayWithNames[]> {
    return this.listHolidays.execute(envelope.payload);
  }

  @MessagePattern(GET_PRESENCE_SHIFT.pattern)
  shift(@Payload() envelope: MessageEnvelope): Promise<Shift | null> {
    return this.getShift.execute(envelope.payload);
  }
}
