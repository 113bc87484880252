import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, SEED_DEMO_PRESENCE, SeedDemoPresenceRequest, type SeedDemoPresenceResult } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { SeedDemoHistoryUseCase } from './usecases/seed-demo-history/seed-demo-history.usecase';

/** The demo company's presence history, written by the seed tool (`npm start`; no route reaches it). */
@Controller()
export class DemoConsumer {
  constructor(private readonly seedHistory: SeedDemoHistoryUseCase) {}

  @MessagePattern(SEED_DEMO_PRESENCE.pattern)
  seed(@Payload() envelope: MessageEnvelope): Promise<SeedDemoPresenceResult> {
    return this.seedHistory.execute(readRequest(SeedDemoPresenceRequest, envelope.payload));
  }
}
