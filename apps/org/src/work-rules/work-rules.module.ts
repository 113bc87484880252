import { Module } from '@nestjs/common';
import { OrgDataModule } from '../org-data.module';
import { GetWorkRulesUseCase } from './usecases/get-work-rules/get-work-rules.usecase';
import { UpdateWorkRulesUseCase } from './usecases/update-work-rules/update-work-rules.usecase';
import { WorkRulesConsumer } from './work-rules.consumer';

/** Company-wide work rules: work days, daily hours, default paid break, overtime margin. */
@Module({
  imports: [OrgDataModule],
  controllers: [WorkRulesConsumer],
  providers: [GetWorkRulesUseCase, UpdateWorkRulesUseCase],
})
export class WorkRulesModule {}
