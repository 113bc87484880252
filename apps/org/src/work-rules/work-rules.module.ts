import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { WorkRulesRepository } from './work-rules.repository';
import { GetWorkRulesUseCase } from './usecases/get-work-rules/get-work-rules.usecase';
import { UpdateWorkRulesUseCase } from './usecases/update-work-rules/update-work-rules.usecase';
import { WorkRulesConsumer } from './work-rules.consumer';

/** Company-wide work rules: work days, daily hours, default paid break, overtime margin. */
@Module({
  imports: [CompaniesModule],
  controllers: [WorkRulesConsumer],
  providers: [WorkRulesRepository, GetWorkRulesUseCase, UpdateWorkRulesUseCase],
  exports: [WorkRulesRepository],
})
export class WorkRulesModule {}
