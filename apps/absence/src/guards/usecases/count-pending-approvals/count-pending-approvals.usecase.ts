import { Injectable } from '@nestjs/common';
import type { Actor } from '@presently/contracts';
import { AWAITING_APPROVAL_STATUSES } from '../../domain/guard-rules';
import { GuardsRepository } from '../../guards.repository';

/** Pending requests in the actor's company waiting for a user's approval (replacing a lead waits for 0). */
@Injectable()
export class CountPendingApprovalsUseCase {
  constructor(private readonly guards: GuardsRepository) {}

  async execute(actor: Actor, input: { user_id: number }): Promise<{ count: number }> {
    return { count: await this.guards.countRequestsAwaiting(actor.companyId, input.user_id, AWAITING_APPROVAL_STATUSES) };
  }
}
