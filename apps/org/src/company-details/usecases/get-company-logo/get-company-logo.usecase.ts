import { Injectable } from '@nestjs/common';
import type { Actor } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import type { LogoMime } from '@presently/domain';
import { CompaniesRepository } from '../../../companies/companies.repository';

export interface CompanyLogoFile {
  mime: LogoMime;
  content_base64: string;
}

/** The acting user's company's logo (not found when it has none). */
@Injectable()
export class GetCompanyLogoUseCase {
  constructor(private readonly companies: CompaniesRepository) {}

  async execute(actor: Actor): Promise<CompanyLogoFile> {
    const found = await this.companies.findLogo(actor.companyId);
    if (!found) throw new NotFoundError();
    return { mime: found.mime as LogoMime, content_base64: found.logo.toString('base64') };
  }
}
