import { Module } from '@nestjs/common';
import { OrgDataModule } from '../org-data.module';
import { SurveyConsumer } from './survey.consumer';
import { SurveyRepository } from './survey.repository';
import { SubmitSurveyUseCase } from './usecases/submit-survey/submit-survey.usecase';

/** The optional nine-question satisfaction survey. */
@Module({
  imports: [OrgDataModule],
  controllers: [SurveyConsumer],
  providers: [SurveyRepository, SubmitSurveyUseCase],
})
export class SurveyModule {}
