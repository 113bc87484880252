import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Holiday, type MessageEnvelope, ORG_PRESENCE_RPC, type PresenceCompany, type PresenceProfile, type Shift } from '@presently/contracts';
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

  @MessagePattern(ORG_PRESENCE_RPC.profile)
  profile(@Payload() envelope: MessageEnvelope): Promise<PresenceProfile | null> {
    return this.getProfile.execute(envelope.payload);
  }

  @MessagePattern(ORG_PRESENCE_RPC.company)
  company(@Payload() envelope: MessageEnvelope): Promise<PresenceCompany | null> {
    return this.getCompany.execute(envelope.payload);
  }

  @MessagePattern(ORG_PRESENCE_RPC.holidays)
  holidays(@Payload() envelope: MessageEnvelope): Promise<Holiday[]> {
    return this.listHolidays.execute(envelope.payload);
  }

  @MessagePattern(ORG_PRESENCE_RPC.shift)
  shift(@Payload() envelope: MessageEnvelope): Promise<Shift | null> {
    return this.getShift.execute(envelope.payload);
  }
}
