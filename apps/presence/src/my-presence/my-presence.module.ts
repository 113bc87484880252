import { Module } from '@nestjs/common';
import { CopiesModule } from '../copies/copies.module';
import { RecordsModule } from '../records/records.module';
import { ScopesModule } from '../scopes/scopes.module';
import { MyPresenceConsumer } from './my-presence.consumer';
import { MyPresenceViews } from './my-presence-views.service';
import { DayViewsUseCase } from './usecases/day-views/day-views.usecase';
import { ListHistoryUseCase } from './usecases/list-history/list-history.usecase';
import { SetCommentUseCase } from './usecases/set-comment/set-comment.usecase';
import { WeekViewsUseCase } from './usecases/week-views/week-views.usecase';

/** My presence: history, days, weeks, totals and day comments. */
@Module({
  imports: [RecordsModule, CopiesModule, ScopesModule],
  controllers: [MyPresenceConsumer],
  providers: [MyPresenceViews, ListHistoryUseCase, DayViewsUseCase, WeekViewsUseCase, SetCommentUseCase],
})
export class MyPresenceModule {}
