import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ABSENCE_GUARD_RPC, type MessageEnvelope } from '@presently/contracts';
import { ValidationFailedError } from '@presently/messaging';
import { requireActor } from '@presently/service-runtime';
import { type Parsed, parseDatePayload, parseUserPayload } from './domain/guard-payloads';
import { CountOpenAbsencesUseCase } from './usecases/count-open-absences/count-open-absences.usecase';
import { CountPendingApprovalsUseCase } from './usecases/count-pending-approvals/count-pending-approvals.usecase';
import { CountRestDaysOnUseCase } from './usecases/count-rest-days-on/count-rest-days-on.usecase';

/** The parsed payload, or a 422 with every field error. */
function valid<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
  return parsed.value;
}

/** What blocks an administrative change in org: org asks before it acts, for the same actor. */
@Controller()
export class GuardsConsumer {
  constructor(
    private readonly openAbsences: CountOpenAbsencesUseCase,
    private readonly pendingApprovals: CountPendingApprovalsUseCase,
    private readonly restDaysOn: CountRestDaysOnUseCase,
  ) {}

  @MessagePattern(ABSENCE_GUARD_RPC.openAbsences)
  countOpenAbsences(@Payload() envelope: MessageEnvelope): Promise<{ count: number }> {
    const actor = requireActor(envelope.meta);
    return this.openAbsences.execute(actor, valid(parseUserPayload(envelope.payload)));
  }

  @MessagePattern(ABSENCE_GUARD_RPC.pendingApprovals)
  countPendingApprovals(@Payload() envelope: MessageEnvelope): Promise<{ count: number }> {
    const actor = requireActor(envelope.meta);
    return this.pendingApprovals.execute(actor, valid(parseUserPayload(envelope.payload)));
  }

  @MessagePattern(ABSENCE_GUARD_RPC.restDaysOn)
  countRestDaysOn(@Payload() envelope: MessageEnvelope): Promise<{ count: number }> {
    const actor = requireActor(envelope.meta);
    return this.restDaysOn.execute(actor, valid(parseDatePayload(envelope.payload)));
  }
}
