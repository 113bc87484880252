import { Injectable } from '@nestjs/common';
import type { PresenceCompany } from '@presently/contracts';
import { ValidationFailedError } from '@presently/messaging';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { toCompanySettings } from '../../../companies/company-views';
import { parseCompanyQuery } from '../../domain/presence-queries';

/** A company's settings for presence (time zone, margins, night work, weekend and QR flags); null when there is no such company. */
@Injectable()
export class GetPresenceCompanyUseCase {
  constructor(private readonly companies: CompaniesRepository) {}

  async execute(payload: unknown): Promise<PresenceCompany | null> {
    const parsed = parseCompanyQuery(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const company = await this.companies.findById(parsed.value.company_id);
    return company ? { company_id: company.id, settings: toCompanySettings(company) } : null;
  }
}
