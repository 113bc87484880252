import { Injectable } from '@nestjs/common';
import type { Actor, CompanyDetails } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { toCompanyDetails } from '../../../companies/company.presenter';

/** The acting user's company: name, address, tax number, logo link, general manager, language and zone. */
@Injectable()
export class GetCompanyDetailsUseCase {
  constructor(private readonly companies: CompaniesRepository) {}

  async execute(actor: Actor): Promise<CompanyDetails> {
    const company = await this.companies.findById(actor.companyId);
    if (!company) throw new NotFoundError();
    return toCompanyDetails(company);
  }
}
