import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, UpdateWorkRulesRequest, type WorkRules } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { ADMIN_ERRORS, changedKeys } from '../../../common/domain/fields';
import { parseWorkRulesUpdate } from '../../domain/work-rules';
import { WorkRulesRepository } from '../../work-rules.repository';
import { readRequest } from '@presently/validation';

/** Changes the work rules (fields absent stay); nothing changed → no_changes_to_save. Serialised on the company row. */
@Injectable()
export class UpdateWorkRulesUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly rules: WorkRulesRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<WorkRules> {
    const input = readRequest(UpdateWorkRulesRequest, payload, parseWorkRulesUpdate);
    return this.dataSource.transaction(async (em) => {
      if (!(await this.companies.lockById(em, actor.companyId))) throw new NotFoundError();
      const current = await this.rules.find(actor.companyId, em);
      const next: WorkRules = { ...current, ...input };
      if (changedKeys(current, next).length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
      await this.rules.save(em, actor.companyId, next);
      return next;
    });
  }
}
