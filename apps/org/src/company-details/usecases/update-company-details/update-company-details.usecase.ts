import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type CompanyDetails, CompanyDetailsForm, type MessageMeta } from '@presently/contracts';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { FIELD_ERRORS } from '@presently/validation';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { UsersRepository } from '../../../user-records/users.repository';
import { CompaniesRepository, type CompanyDetailsColumns } from '../../../companies/companies.repository';
import { CompanySettingsAnnouncer } from '../../../companies/company-settings.announcer';
import { toCompanyDetails } from '../../../companies/company.presenter';
import { parseCompanyDetails } from '../../domain/company-details';
import { readRequest } from '@presently/validation';

const SETTINGS_COLUMNS: ReadonlyArray<keyof CompanyDetailsColumns> = ['language', 'timezone'];

/**
 * Saves the company details form. The general manager must be an active user of the same company.
 * Nothing changed → no_changes_to_save. A new language or time zone is a settings change too, so it
 * is announced (companySettingsChanged) in the same transaction, through the outbox.
 */
@Injectable()
export class UpdateCompanyDetailsUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesRepository,
    private readonly users: UsersRepository,
    private readonly announcer: CompanySettingsAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<CompanyDetails> {
    const input = readRequest(CompanyDetailsForm, payload, parseCompanyDetails);

    const company = await this.dataSource.transaction(async (em) => {
      const current = await this.companies.lockById(em, actor.companyId);
      if (!current) throw new NotFoundError();
      const manager = await this.users.findInCompany(current.id, input.general_manager_user_id, em);
      if (!manager || manager.status !== 'active') throw new ValidationFailedError({ general_manager_user_id: [FIELD_ERRORS.invalidOption] });

      const next: CompanyDetailsColumns = {
        name: input.name,
        address: input.address,
        city: input.city,
        country: input.country,
        taxNumber: input.tax_number,
        generalManagerUserId: input.general_manager_user_id,
        language: input.language ?? current.language,
        timezone: input.timezone ?? current.timezone,
      };
      const changes = (Object.keys(next) as Array<keyof CompanyDetailsColumns>).filter((k) => next[k] !== current[k]);
      if (changes.length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
      await this.companies.updateDetails(em, current.id, next);
      if (changes.some((k) => SETTINGS_COLUMNS.includes(k))) return this.announcer.announce(em, meta, current);
      return (await this.companies.findById(current.id, em)) ?? current;
    });
    return toCompanyDetails(company);
  }
}
