import { Injectable } from '@nestjs/common';
import type { Actor, GuardCount, RestDaysOnRequest } from '@presently/contracts';
import { RestDaysRepository } from '../../../rest-days/rest-days.repository';

/** Users of the actor's company with a rest day on a date (deleting a holiday then asks to confirm). */
@Injectable()
export class CountRestDaysOnUseCase {
  constructor(private readonly restDays: RestDaysRepository) {}

  async execute(actor: Actor, input: RestDaysOnRequest): Promise<GuardCount> {
    return { count: await this.restDays.countUsersRestingOn(actor.companyId, input.date) };
  }
}
