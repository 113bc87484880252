import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type ApprovalRulesOfType, LIST_APPROVAL_RULES, type MessageEnvelope, SAVE_APPROVAL_RULES, SaveApprovalRulesPayload } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { requireActor } from '@presently/service-runtime';
import { SaveApprovalRulesUseCase } from './usecases/save-approval-rules/save-approval-rules.usecase';

/** Chains by type and length: read by every member (the request form shows who decides), saved by who edits company settings. */
@Controller()
export class ApprovalRulesConsumer {
  constructor(private readonly rules: SaveApprovalRulesUseCase) {}

  @MessagePattern(LIST_APPROVAL_RULES.pattern)
  list(@Payload() e: MessageEnvelope): Promise<ApprovalRulesOfType[]> {
    return this.rules.list(requireActor(e.meta));
  }

  @MessagePattern(SAVE_APPROVAL_RULES.pattern)
  save(@Payload() e: MessageEnvelope): Promise<ApprovalRulesOfType> {
    const actor = requireActor(e.meta);
    return this.rules.execute(actor, readRequest(SaveApprovalRulesPayload, e.payload));
  }
}
