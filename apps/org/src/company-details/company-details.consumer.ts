import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type CompanyDetails,
  GET_COMPANY_DETAILS,
  GET_COMPANY_LOGO,
  type MessageEnvelope,
  SET_COMPANY_LOGO,
  UPDATE_COMPANY_DETAILS,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { GetCompanyDetailsUseCase } from './usecases/get-company-details/get-company-details.usecase';
import { type CompanyLogoFile, GetCompanyLogoUseCase } from './usecases/get-company-logo/get-company-logo.usecase';
import { SetCompanyLogoUseCase } from './usecases/set-company-logo/set-company-logo.usecase';
import { UpdateCompanyDetailsUseCase } from './usecases/update-company-details/update-company-details.usecase';

@Controller()
export class CompanyDetailsConsumer {
  constructor(
    private readonly getDetails: GetCompanyDetailsUseCase,
    private readonly updateDetails: UpdateCompanyDetailsUseCase,
    private readonly setLogo: SetCompanyLogoUseCase,
    private readonly getLogo: GetCompanyLogoUseCase,
  ) {}

  @MessagePattern(GET_COMPANY_DETAILS.pattern)
  details(@Payload() envelope: MessageEnvelope): Promise<CompanyDetails> {
    return this.getDetails.execute(requireActor(envelope.meta));
  }

  @MessagePattern(UPDATE_COMPANY_DETAILS.pattern)
  saveDetails(@Payload() envelope: MessageEnvelope): Promise<CompanyDetails> {
    return this.updateDetails.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(SET_COMPANY_LOGO.pattern)
  uploadLogo(@Payload() envelope: MessageEnvelope): Promise<{ logo_url: string }> {
    return this.setLogo.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(GET_COMPANY_LOGO.pattern)
  logo(@Payload() envelope: MessageEnvelope): Promise<CompanyLogoFile> {
    return this.getLogo.execute(requireActor(envelope.meta));
  }
}
