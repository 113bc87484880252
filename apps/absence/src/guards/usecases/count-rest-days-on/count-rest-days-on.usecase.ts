import { Injectable } from '@nestjs/common';
import type { Actor } from '@presently/contracts';
import { GuardsRepository } from '../../guards.repository';

/** Users of the actor's company with a rest day on a date (deleting a holiday then asks to confirm). */
@Injectable()
export class CountRestDaysOnUseCase {
  constructor(private readonly guards: GuardsRepository) {}

  async execute(actor: Actor, input: { date: string }): Promise<{ count: number }> {
    return { count: await this.guards.countUsersRestingOn(actor.companyId, input.date) };
  }
}
