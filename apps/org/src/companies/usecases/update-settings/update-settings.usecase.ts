import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor, CompanySettings, MessageMeta } from '@presently/contracts';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { CompaniesRepository, type CompanySettingsColumns } from '../../companies.repository';
import { CompanySettingsPublisher } from '../../company-settings.publisher';
import { toCompanySettings } from '../../company-views';
import { diffSettings, parseSettingsUpdate, SETTINGS_ERRORS, type SettingsUpdate } from '../../domain/company-settings';

const toColumns = (changes: SettingsUpdate): CompanySettingsColumns => {
  const columns: CompanySettingsColumns = {};
  if (changes.language !== undefined) columns.language = changes.language;
  if (changes.timezone !== undefined) columns.timezone = changes.timezone;
  if (changes.two_factor_email !== undefined) columns.twoFactorEmail = changes.two_factor_email;
  if (changes.password_reset_3_months !== undefined) columns.passwordReset3Months = changes.password_reset_3_months;
  return columns;
};

/**
 * Changes the acting user's company settings: validated, compared with the current ones under a row
 * lock (nothing changed → no_changes_to_save), stored, and announced once the transaction committed.
 */
@Injectable()
export class UpdateSettingsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly publisher: CompanySettingsPublisher,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<CompanySettings> {
    const parsed = parseSettingsUpdate(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);

    const company = await this.dataSource.transaction(async (em) => {
      const current = await this.companies.lockById(em, actor.companyId);
      if (!current) throw new NotFoundError();
      const changes = diffSettings(toCompanySettings(current), parsed.value);
      if (Object.keys(changes).length === 0) throw new DomainError(SETTINGS_ERRORS.noChanges, 422);
      await this.companies.updateSettings(em, current.id, toColumns(changes));
      return (await this.companies.findById(current.id, em)) ?? current;
    });

    await this.publisher.publish(company, meta);
    return toCompanySettings(company);
  }
}
