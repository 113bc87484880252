import { Injectable } from '@nestjs/common';
import type { Actor, GuardCount, GuardUserRequest } from '@presently/contracts';
import { OPEN_ABSENCE_STATUSES } from '../../domain/guard-rules';
import { AbsenceRequestsRepository } from '../../../requests/absence-requests.repository';

/** A user's absences in the actor's company that are not declined (changing the start date waits for 0). */
@Injectable()
export class CountOpenAbsencesUseCase {
  constructor(private readonly requests: AbsenceRequestsRepository) {}

  async execute(actor: Actor, input: GuardUserRequest): Promise<GuardCount> {
    return { count: await this.requests.countOfUser(actor.companyId, input.user_id, OPEN_ABSENCE_STATUSES) };
  }
}
