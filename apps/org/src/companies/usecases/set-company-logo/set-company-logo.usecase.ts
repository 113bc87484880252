import { Injectable } from '@nestjs/common';
import type { Actor } from '@presently/contracts';
import { NotFoundError, ValidationFailedError } from '@presently/messaging';
import { checkLogo } from '../../../common/domain/image-type';
import { CompaniesRepository } from '../../companies.repository';
import { COMPANY_LOGO_URL } from '../../company-views';

/** Stores the company's logo: a JPEG, PNG, WebP or GIF by its content (not its name), at most 1 MB. */
@Injectable()
export class SetCompanyLogoUseCase {
  constructor(private readonly companies: CompaniesRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<{ logo_url: string }> {
    const content = typeof payload === 'object' && payload !== null ? (payload as { content_base64?: unknown }).content_base64 : undefined;
    const check = checkLogo(content);
    if (!check.ok) throw new ValidationFailedError({ logo: check.errors });
    if (!(await this.companies.setLogo(actor.companyId, check.bytes, check.mime))) throw new NotFoundError();
    return { logo_url: COMPANY_LOGO_URL };
  }
}
