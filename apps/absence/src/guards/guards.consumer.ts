import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { COUNT_OPEN_ABSENCES, COUNT_PENDING_APPROVALS, COUNT_REST_DAYS_ON, type GuardCount, GuardUserRequest, type MessageEnvelope, RestDaysOnRequest } from '@presently/contracts';
import { readRequest } from '@presently/validation';
import { requireActor } from '@presently/service-runtime';
import { CountOpenAbsencesUseCase } from './usecases/count-open-absences/count-open-absences.usecase';
import { CountPendingApprovalsUseCase } from './usecases/count-pending-approvals/count-pending-approvals.usecase';
import { CountRestDaysOnUseCase } from './usecases/count-rest-days-on/count-rest-days-on.usecase';

/** What blocks an administrative change in org: org asks before it acts, for the same actor. */
@Controller()
export class GuardsConsumer {
  constructor(
    private readonly openAbsences: CountOpenAbsencesUseCase,
    private readonly pendingApprovals: CountPendingApprovalsUseCase,
    private readonly restDaysOn: CountRestDaysOnUseCase,
  ) {}

  @MessagePattern(COUNT_OPEN_ABSENCES.pattern)
  countOpenAbsences(@Payload() envelope: MessageEnvelope): Promise<GuardCount> {
    const actor = requireActor(envelope.meta);
    return this.openAbsences.execute(actor, readRequest(GuardUserRequest, envelope.payload));
  }

  @MessagePattern(COUNT_PENDING_APPROVALS.pattern)
  countPendingApprovals(@Payload() envelope: MessageEnvelope): Promise<GuardCount> {
    const actor = requireActor(envelope.meta);
    return this.pendingApprovals.execute(actor, readRequest(GuardUserRequest, envelope.payload));
  }

  @MessagePattern(COUNT_REST_DAYS_ON.pattern)
  countRestDaysOn(@Payload() envelope: MessageEnvelope): Promise<GuardCount> {
    const actor = requireActor(envelope.meta);
    return this.restDaysOn.execute(actor, readRequest(RestDaysOnRequest, envelope.payload));
  }
}
