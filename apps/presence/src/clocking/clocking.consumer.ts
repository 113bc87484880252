import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CLOCK, type CurrentPresence, GET_CURRENT_PRESENCE, type MessageEnvelope } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readAction } from './domain/clock-payload';
import { ClockUseCase } from './usecases/clock/clock.usecase';
import { GetCurrentPresenceUseCase } from './usecases/get-current-presence/get-current-presence.usecase';

@Controller()
export class ClockingConsumer {
  constructor(
    private readonly clock: ClockUseCase,
    private readonly current: GetCurrentPresenceUseCase,
  ) {}

  /** POST start-clock-in … end-field-work: { action } → the current presence after the change. */
  @MessagePattern(CLOCK.pattern)
  async clockAction(@Payload() envelope: MessageEnvelope): Promise<CurrentPresence> {
    const actor = requireActor(envelope.meta);
    return this.clock.execute(actor, readAction(envelope.payload), envelope.meta);
  }

  @MessagePattern(GET_CURRENT_PRESENCE.pattern)
  currentPresence(@Payload() envelope: MessageEnvelope): Promise<CurrentPresence> {
    return this.current.execute(requireActor(envelope.meta), envelope.meta);
  }
}
