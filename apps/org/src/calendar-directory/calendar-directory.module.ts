import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { HolidaysModule } from '../holidays/holidays.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { WorkRulesModule } from '../work-rules/work-rules.module';
import { CalendarDirectoryConsumer } from './calendar-directory.consumer';
import { CalendarDirectoryRepository } from './calendar-directory.repository';
import { GetCalendarDirectoryUseCase } from './usecases/get-calendar-directory/get-calendar-directory.usecase';

/** Answers absence's calendars: the viewer's scope, its people, holidays and work days, in one call. */
@Module({
  imports: [CompaniesModule, UserRecordsModule, HolidaysModule, WorkRulesModule],
  controllers: [CalendarDirectoryConsumer],
  providers: [CalendarDirectoryRepository, GetCalendarDirectoryUseCase],
})
export class CalendarDirectoryModule {}
