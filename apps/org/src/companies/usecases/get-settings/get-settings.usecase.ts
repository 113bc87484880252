import { Injectable } from '@nestjs/common';
import type { Actor, CompanySettings } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { CompaniesRepository } from '../../companies.repository';
import { toCompanySettings } from '../../company.presenter';

/** The acting user's company settings (the gateway lets roles 1 and 7 here). */
@Injectable()
export class GetSettingsUseCase {
  constructor(private readonly companies: CompaniesRepository) {}

  async execute(actor: Actor): Promise<CompanySettings> {
    const company = await this.companies.findById(actor.companyId);
    if (!company) throw new NotFoundError();
    return toCompanySettings(company);
  }
}
