import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CurrentPresence, type MessageEnvelope, PRESENCE_RPC } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { ClockUseCase } from './usecases/clock/clock.usecase';
import { GetCurrentPresenceUseCase } from './usecases/get-current-presence/get-current-presence.usecase';

@Controller()
export class ClockingConsumer {
  constructor(
    private readonly clock: ClockUseCase,
    private readonly current: GetCurrentPresenceUseCase,
  ) {}

  /** POST start-clock-in … end-field-work: { action } → the current presence after the change. */
  @MessagePattern(PRESENCE_RPC.clock)
  clockAction(@Payload() envelope: MessageEnvelope): Promise<CurrentPresence> {
    return this.clock.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(PRESENCE_RPC.currentPresence)
  currentPresence(@Payload() envelope: MessageEnvelope): Promise<CurrentPresence> {
    return this.current.execute(requireActor(envelope.meta), envelope.meta);
  }
}
