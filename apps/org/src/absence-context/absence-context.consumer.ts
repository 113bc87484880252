import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type AbsenceContext, GET_ABSENCE_CONTEXT, type MessageEnvelope } from '@presently/contracts';
import { GetAbsenceContextUseCase } from './usecases/get-absence-context/get-absence-context.usecase';

/** What absence asks org before it decides on a request (service to service; the company is in the payload). */
@Controller()
export class AbsenceContextConsumer {
  constructor(private readonly getContext: GetAbsenceContextUseCase) {}

  @MessagePattern(GET_ABSENCE_CONTEXT.pattern)
  context(@Payload() envelope: MessageEnvelope): Promise<AbsenceContext | null> {
    return this.getContext.execute(envelope.payload);
  }
}
