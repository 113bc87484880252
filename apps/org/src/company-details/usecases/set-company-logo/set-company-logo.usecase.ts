import { Injectable } from '@nestjs/common';
import { type Actor, SetCompanyLogoRequest } from '@presently/contracts';
import { LOGO_MIMES } from '@presently/domain';
import { NotFoundError } from '@presently/messaging';
import { uploadedImage } from '../../../common/domain/image-upload';
import { readRequest } from '@presently/validation';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { COMPANY_LOGO_URL } from '../../../companies/company.presenter';

/** Stores the company's logo: a JPEG, PNG, WebP or GIF by its content (not its name), at most 1 MB. */
@Injectable()
export class SetCompanyLogoUseCase {
  constructor(private readonly companies: CompaniesRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<{ logo_url: string }> {
    const check = readRequest(SetCompanyLogoRequest, payload, uploadedImage('logo', LOGO_MIMES));
    if (!(await this.companies.setLogo(actor.companyId, check.bytes, check.mime))) throw new NotFoundError();
    return { logo_url: COMPANY_LOGO_URL };
  }
}
