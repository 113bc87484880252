import { Module } from '@nestjs/common';
import { MyPresenceConsumer } from './my-presence.consumer';
import { MyPresenceViews } from './my-presence.views';
import { DayViewsUseCase } from './usecases/day-views/day-views.usecase';
import { ListHistoryUseCase } from './usecases/list-history/list-history.usecase';
import { SetCommentUseCase } from './usecases/set-comment/set-comment.usecase';
import { WeekViewsUseCase } from './usecases/week-views/week-views.usecase';

/** My presence: history, days, weeks, totals and day comments. */
@Module({
  controllers: [MyPresenceConsumer],
  providers: [MyPresenceViews, ListHistoryUseCase, DayViewsUseCase, WeekViewsUseCase, SetCommentUseCase],
})
export class MyPresenceModule {}
