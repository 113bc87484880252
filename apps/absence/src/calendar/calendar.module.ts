import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { RestDaysModule } from '../rest-days/rest-days.module';
import { CalendarConsumer } from './calendar.consumer';
import { GetAbsenceCalendarUseCase } from './usecases/get-absence-calendar/get-absence-calendar.usecase';

/** The absence calendar presence classifies days by (approved absences per day, rest days). */
@Module({
  imports: [RequestsModule, RestDaysModule],
  controllers: [CalendarConsumer],
  providers: [GetAbsenceCalendarUseCase],
})
export class CalendarModule {}
