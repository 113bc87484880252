import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CompanyDetails, type CompanySettings, type MessageEnvelope, ORG_ADMIN_RPC, ORG_RPC } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { GetCompanyDetailsUseCase } from './usecases/get-company-details/get-company-details.usecase';
import { type CompanyLogoFile, GetCompanyLogoUseCase } from './usecases/get-company-logo/get-company-logo.usecase';
import { GetSettingsUseCase } from './usecases/get-settings/get-settings.usecase';
import { SetCompanyLogoUseCase } from './usecases/set-company-logo/set-company-logo.usecase';
import { UpdateCompanyDetailsUseCase } from './usecases/update-company-details/update-company-details.usecase';
import { UpdateSettingsUseCase } from './usecases/update-settings/update-settings.usecase';

@Controller()
export class CompaniesConsumer {
  constructor(
    private readonly getSettings: GetSettingsUseCase,
    private readonly updateSettings: UpdateSettingsUseCase,
    private readonly getDetails: GetCompanyDetailsUseCase,
    private readonly updateDetails: UpdateCompanyDetailsUseCase,
    private readonly setLogo: SetCompanyLogoUseCase,
    private readonly getLogo: GetCompanyLogoUseCase,
  ) {}

  @MessagePattern(ORG_RPC.getSettings)
  settings(@Payload() envelope: MessageEnvelope): Promise<CompanySettings> {
    return this.getSettings.execute(requireActor(envelope.meta));
  }

  @MessagePattern(ORG_RPC.updateSettings)
  update(@Payload() envelope: MessageEnvelope): Promise<CompanySettings> {
    return this.updateSettings.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.getCompanyDetails)
  details(@Payload() envelope: MessageEnvelope): Promise<CompanyDetails> {
    return this.getDetails.execute(requireActor(envelope.meta));
  }

  @MessagePattern(ORG_ADMIN_RPC.updateCompanyDetails)
  saveDetails(@Payload() envelope: MessageEnvelope): Promise<CompanyDetails> {
    return this.updateDetails.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }

  @MessagePattern(ORG_ADMIN_RPC.setCompanyLogo)
  uploadLogo(@Payload() envelope: MessageEnvelope): Promise<{ logo_url: string }> {
    return this.setLogo.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.getCompanyLogo)
  logo(@Payload() envelope: MessageEnvelope): Promise<CompanyLogoFile> {
    return this.getLogo.execute(requireActor(envelope.meta));
  }
}
