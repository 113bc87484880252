import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { RestDaysModule } from '../rest-days/rest-days.module';
import { CalendarDirectoryClient } from './calendar-directory.client';
import { CalendarConsumer } from './calendar.consumer';
import { CalendarRepository } from './calendar.repository';
import { CalendarFeedsUseCase } from './usecases/calendar-feeds/calendar-feeds.usecase';
import { GetAbsenceCalendarUseCase } from './usecases/get-absence-calendar/get-absence-calendar.usecase';
import { GetMyCalendarUseCase } from './usecases/get-my-calendar/get-my-calendar.usecase';
import { GetTeamCalendarUseCase } from './usecases/get-team-calendar/get-team-calendar.usecase';

/**
 * Calendars: the absence calendar presence classifies days by (approved absences per day, rest days),
 * /my-calendar and /calendar (issue 12), and the secret iCal feeds.
 */
@Module({
  imports: [RequestsModule, RestDaysModule],
  controllers: [CalendarConsumer],
  providers: [GetAbsenceCalendarUseCase, GetMyCalendarUseCase, GetTeamCalendarUseCase, CalendarFeedsUseCase, CalendarRepository, CalendarDirectoryClient],
})
export class CalendarModule {}
