import { Module } from '@nestjs/common';
import { UserRecordsModule } from '../user-records/user-records.module';
import { SurveyConsumer } from './survey.consumer';
import { SurveyRepository } from './survey.repository';
import { SubmitSurveyUseCase } from './usecases/submit-survey/submit-survey.usecase';

/** The optional nine-question satisfaction survey. */
@Module({
  imports: [UserRecordsModule],
  controllers: [SurveyConsumer],
  providers: [SurveyRepository, SubmitSurveyUseCase],
})
export class SurveyModule {}
