import { Injectable } from '@nestjs/common';
import type { Actor } from '@presently/contracts';
import { OPEN_ABSENCE_STATUSES } from '../../domain/guard-rules';
import { GuardsRepository } from '../../guards.repository';

/** A user's absences in the actor's company that are not declined (changing the start date waits for 0). */
@Injectable()
export class CountOpenAbsencesUseCase {
  constructor(private readonly guards: GuardsRepository) {}

  async execute(actor: Actor, input: { user_id: number }): Promise<{ count: number }> {
    return { count: await this.guards.countRequestsOfUser(actor.companyId, input.user_id, OPEN_ABSENCE_STATUSES) };
  }
}
