import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, REGISTER_COMPANY, type RegisterCompanyResult } from '@presently/contracts';
import { RegisterCompanyUseCase } from './usecases/register-company/register-company.usecase';

/** Company registration, called by auth once the registrant's form passed its checks (no actor yet). */
@Controller()
export class RegistrationConsumer {
  constructor(private readonly registerCompany: RegisterCompanyUseCase) {}

  @MessagePattern(REGISTER_COMPANY.pattern)
  register(@Payload() envelope: MessageEnvelope): Promise<RegisterCompanyResult> {
    return this.registerCompany.execute(envelope.payload, envelope.meta);
  }
}
