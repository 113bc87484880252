import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  ABANDON_REGISTRATION,
  AbandonRegistrationRequest,
  type AbandonRegistrationResult,
  type EventEnvelope,
  type MessageEnvelope,
  REGISTER_COMPANY,
  REGISTRATION_COMPLETED,
  type RegisterCompanyResult,
  type RegistrationCompletedEvent,
} from '@presently/contracts';
import { parseWith, valid } from '@presently/domain';
import { z } from 'zod';
import { AbandonRegistrationUseCase } from './usecases/abandon-registration/abandon-registration.usecase';
import { CompleteRegistrationUseCase } from './usecases/complete-registration/complete-registration.usecase';
import { RegisterCompanyUseCase } from './usecases/register-company/register-company.usecase';

/** A malformed completion is dead-lettered: a company is never announced on a guess. */
const RegistrationCompleted = z.object({
  registration_id: z.string().min(1).max(200),
  company_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
});

/** Company registration, driven by auth (no actor yet): org's step, its completion and its abandonment. */
@Controller()
export class RegistrationConsumer {
  constructor(
    private readonly registerCompany: RegisterCompanyUseCase,
    private readonly completeRegistration: CompleteRegistrationUseCase,
    private readonly abandonRegistration: AbandonRegistrationUseCase,
  ) {}

  @MessagePattern(REGISTER_COMPANY.pattern)
  register(@Payload() envelope: MessageEnvelope): Promise<RegisterCompanyResult> {
    return this.registerCompany.execute(envelope.payload);
  }

  @MessagePattern(ABANDON_REGISTRATION.pattern)
  abandon(@Payload() envelope: MessageEnvelope): Promise<AbandonRegistrationResult> {
    return this.abandonRegistration.execute(valid(parseWith(AbandonRegistrationRequest, envelope.payload)).registration_id);
  }

  @EventPattern(REGISTRATION_COMPLETED.key)
  async completed(@Payload() envelope: EventEnvelope<RegistrationCompletedEvent>): Promise<void> {
    const payload = valid(parseWith(RegistrationCompleted, envelope.payload));
    await this.completeRegistration.execute({ id: envelope.id, name: envelope.name }, payload, envelope.meta);
  }
}
