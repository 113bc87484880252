import { Module } from '@nestjs/common';
import { RecordsModule } from '../records/records.module';
import { ScopesModule } from '../scopes/scopes.module';
import { ReportsConsumer } from './reports.consumer';
import { ListReportDaysUseCase } from './usecases/list-report-days/list-report-days.usecase';

/** Classified days for the reports service (it reads presence only by RPC). */
@Module({
  imports: [RecordsModule, ScopesModule],
  controllers: [ReportsConsumer],
  providers: [ListReportDaysUseCase],
})
export class ReportsModule {}
