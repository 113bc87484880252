import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GET_WORK_RULES, type MessageEnvelope, UPDATE_WORK_RULES, type WorkRules } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { GetWorkRulesUseCase } from './usecases/get-work-rules/get-work-rules.usecase';
import { UpdateWorkRulesUseCase } from './usecases/update-work-rules/update-work-rules.usecase';

@Controller()
export class WorkRulesConsumer {
  constructor(
    private readonly getRules: GetWorkRulesUseCase,
    private readonly updateRules: UpdateWorkRulesUseCase,
  ) {}

  @MessagePattern(GET_WORK_RULES.pattern)
  get(@Payload() envelope: MessageEnvelope): Promise<WorkRules> {
    return this.getRules.execute(requireActor(envelope.meta));
  }

  @MessagePattern(UPDATE_WORK_RULES.pattern)
  update(@Payload() envelope: MessageEnvelope): Promise<WorkRules> {
    return this.updateRules.execute(requireActor(envelope.meta), envelope.payload);
  }
}
