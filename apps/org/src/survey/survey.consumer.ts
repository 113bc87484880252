import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type MessageEnvelope, SUBMIT_SURVEY } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { SubmitSurveyUseCase } from './usecases/submit-survey/submit-survey.usecase';

@Controller()
export class SurveyConsumer {
  constructor(private readonly submitSurvey: SubmitSurveyUseCase) {}

  @MessagePattern(SUBMIT_SURVEY.pattern)
  submit(@Payload() envelope: MessageEnvelope): Promise<{ survey: 1 }> {
    return this.submitSurvey.execute(requireActor(envelope.meta), envelope.payload);
  }
}
