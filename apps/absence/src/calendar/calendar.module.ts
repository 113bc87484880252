import { Module } from '@nestjs/common';
import { CalendarConsumer } from './calendar.consumer';
import { CalendarRepository } from './calendar.repository';
import { GetAbsenceCalendarUseCase } from './usecases/get-absence-calendar/get-absence-calendar.usecase';

/** The absence calendar presence classifies days by (approved absences per day, rest days). */
@Module({
  controllers: [CalendarConsumer],
  providers: [CalendarRepository, GetAbsenceCalendarUseCase],
})
export class CalendarModule {}
