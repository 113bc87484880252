import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, SEED_DEMO, type SeedDemoResult } from '@presently/contracts';
import { SeedDemoUseCase } from './usecases/seed-demo/seed-demo.usecase';

/** The demo company, seeded by `npm start` (no actor: it runs before anyone can log in). */
@Controller()
export class DemoConsumer {
  constructor(private readonly seedDemo: SeedDemoUseCase) {}

  @MessagePattern(SEED_DEMO.pattern)
  seed(@Payload() envelope: MessageEnvelope): Promise<SeedDemoResult> {
    return this.seedDemo.execute(envelope.meta);
  }
}
