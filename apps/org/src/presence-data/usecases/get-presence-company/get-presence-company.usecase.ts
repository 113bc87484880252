import { Injectable } from '@nestjs/common';
import { type PresenceCompany, PresenceCompanyRequest } from '@presently/contracts';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { toCompanySettings } from '../../../companies/company.presenter';
import { parseCompanyQuery } from '../../domain/presence-queries';
import { readRequest } from '@presently/validation';

/** A company's settings for presence (time zone, margins, night work, weekend and QR flags); null when there is no such company. */
@Injectable()
export class GetPresenceCompanyUseCase {
  constructor(private readonly companies: CompaniesRepository) {}

  async execute(payload: unknown): Promise<PresenceCompany | null> {
    const input = readRequest(PresenceCompanyRequest, payload, parseCompanyQuery);
    const company = await this.companies.findById(input.company_id);
    return company ? { company_id: company.id, settings: toCompanySettings(company) } : null;
  }
}
