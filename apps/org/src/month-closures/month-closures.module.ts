import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { DepartmentsModule } from '../departments/departments.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { ClosedMonthsChecker } from './closed-months.checker';
import { MonthClosureAnnouncer } from './month-closure.announcer';
import { MonthClosuresConsumer } from './month-closures.consumer';
import { MonthClosuresRepository } from './month-closures.repository';
import { CloseMonthUseCase } from './usecases/close-month/close-month.usecase';
import { ListMonthClosuresUseCase } from './usecases/list-month-closures/list-month-closures.usecase';
import { ReopenMonthUseCase } from './usecases/reopen-month/reopen-month.usecase';

/** Closed months (issue 15 ★): close, reopen, list; the checker org's own day-touching changes ask (holidays). */
@Module({
  imports: [CompaniesModule, DepartmentsModule, UserRecordsModule],
  controllers: [MonthClosuresConsumer],
  providers: [MonthClosuresRepository, MonthClosureAnnouncer, ClosedMonthsChecker, ListMonthClosuresUseCase, CloseMonthUseCase, ReopenMonthUseCase],
  exports: [ClosedMonthsChecker],
})
export class MonthClosuresModule {}
