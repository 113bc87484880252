import { Injectable } from '@nestjs/common';
import type { Actor, GuardCount, GuardUserRequest } from '@presently/contracts';
import { AWAITING_APPROVAL_STATUSES } from '../../domain/guard-rules';
import { AbsenceRequestsRepository } from '../../../requests/absence-requests.repository';

/** Pending requests in the actor's company waiting for a user's approval (replacing a lead waits for 0). */
@Injectable()
export class CountPendingApprovalsUseCase {
  constructor(private readonly requests: AbsenceRequestsRepository) {}

  async execute(actor: Actor, input: GuardUserRequest): Promise<GuardCount> {
    return { count: await this.requests.countAwaiting(actor.companyId, input.user_id, AWAITING_APPROVAL_STATUSES) };
  }
}
