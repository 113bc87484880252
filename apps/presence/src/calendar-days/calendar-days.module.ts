import { Module } from '@nestjs/common';
import { CopiesModule } from '../copies/copies.module';
import { MyPresenceViews } from '../my-presence/my-presence-views.service';
import { RecordsModule } from '../records/records.module';
import { CalendarDaysConsumer } from './calendar-days.consumer';
import { GetCalendarDaysUseCase } from './usecases/get-calendar-days/get-calendar-days.usecase';

/** The worked hours of /my-calendar: one's own classified days over a period, built as my presence builds them. */
@Module({
  imports: [RecordsModule, CopiesModule],
  controllers: [CalendarDaysConsumer],
  providers: [MyPresenceViews, GetCalendarDaysUseCase],
})
export class CalendarDaysModule {}
