import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CompanySettings, GET_SETTINGS, type MessageEnvelope, UPDATE_SETTINGS } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { GetSettingsUseCase } from './usecases/get-settings/get-settings.usecase';
import { UpdateSettingsUseCase } from './usecases/update-settings/update-settings.usecase';

@Controller()
export class CompaniesConsumer {
  constructor(
    private readonly getSettings: GetSettingsUseCase,
    private readonly updateSettings: UpdateSettingsUseCase,
  ) {}

  @MessagePattern(GET_SETTINGS.pattern)
  settings(@Payload() envelope: MessageEnvelope): Promise<CompanySettings> {
    return this.getSettings.execute(requireActor(envelope.meta));
  }

  @MessagePattern(UPDATE_SETTINGS.pattern)
  update(@Payload() envelope: MessageEnvelope): Promise<CompanySettings> {
    return this.updateSettings.execute(requireActor(envelope.meta), envelope.payload, envelope.meta);
  }
}
