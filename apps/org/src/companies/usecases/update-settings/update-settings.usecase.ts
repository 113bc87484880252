import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type CompanySettings, type MessageMeta, UpdateSettingsRequest } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { throwFieldErrors } from '@presently/validation';
import { CompaniesRepository } from '../../companies.repository';
import { CompanySettingsAnnouncer } from '../../company-settings.announcer';
import { toCompanySettings, toSettingsColumns } from '../../company.presenter';
import { diffSettings, mergeSettings, parseSettingsUpdate, SETTINGS_ERRORS, settingsRuleErrors } from '../../domain/company-settings';
import { readRequest } from '@presently/validation';

/**
 * Changes the acting user's company settings: the fields sent are checked, laid over the current
 * settings under a row lock, the result checked as a whole (periods, approval chain), compared
 * (nothing changed → no_changes_to_save), stored, and announced in the same transaction (outbox).
 */
@Injectable()
export class UpdateSettingsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly announcer: CompanySettingsAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<CompanySettings> {
    const input = readRequest(UpdateSettingsRequest, payload, parseSettingsUpdate);

    const company = await this.dataSource.transaction(async (em) => {
      const current = await this.companies.lockById(em, actor.companyId);
      if (!current) throw new NotFoundError();
      const before = toCompanySettings(current);
      const next = mergeSettings(before, input);
      throwFieldErrors(settingsRuleErrors(next));
      if (diffSettings(before, next).length === 0) throw new DomainError(SETTINGS_ERRORS.noChanges, 422);
      await this.companies.updateSettings(em, current.id, toSettingsColumns(next));
      return this.announcer.announce(em, meta, current);
    });
    return toCompanySettings(company);
  }
}
