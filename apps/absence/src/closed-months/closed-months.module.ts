import { Module } from '@nestjs/common';
import { ClosedMonthsConsumer } from './closed-months.consumer';
import { ClosedMonthsReader } from './closed-months.reader';
import { ApplyMonthClosureUseCase } from './usecases/apply-month-closure/apply-month-closure.usecase';

/** absence's copy of org's closed months (issue 15 ★) and the check every change of days asks. */
@Module({
  controllers: [ClosedMonthsConsumer],
  providers: [ApplyMonthClosureUseCase, ClosedMonthsReader],
  exports: [ClosedMonthsReader],
})
export class ClosedMonthsModule {}
