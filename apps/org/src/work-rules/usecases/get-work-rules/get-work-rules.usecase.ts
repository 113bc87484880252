import { Injectable } from '@nestjs/common';
import type { Actor, WorkRules } from '@presently/contracts';
import { WorkRulesRepository } from '../../work-rules.repository';

/** The acting user's company's work rules (the defaults until it sets its own). */
@Injectable()
export class GetWorkRulesUseCase {
  constructor(private readonly rules: WorkRulesRepository) {}

  execute(actor: Actor): Promise<WorkRules> {
    return this.rules.find(actor.companyId);
  }
}
