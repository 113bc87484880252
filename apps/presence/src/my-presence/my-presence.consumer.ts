import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type MessageEnvelope,
  PRESENCE_RPC,
  type PresenceComment,
  type PresenceDayView,
  type PresenceHistoryPage,
  type PresenceTotals,
  type PresenceWeekView,
  type WeekRef,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { DayViewsUseCase } from './usecases/day-views/day-views.usecase';
import { ListHistoryUseCase } from './usecases/list-history/list-history.usecase';
import { SetCommentUseCase } from './usecases/set-comment/set-comment.usecase';
import { WeekViewsUseCase } from './usecases/week-views/week-views.usecase';

/** The my-presence views (spec section 7), for the acting user. */
@Controller()
export class MyPresenceConsumer {
  constructor(
    private readonly history: ListHistoryUseCase,
    private readonly days: DayViewsUseCase,
    private readonly weeks: WeekViewsUseCase,
    private readonly comments: SetCommentUseCase,
  ) {}

  @MessagePattern(PRESENCE_RPC.history)
  listHistory(@Payload() e: MessageEnvelope): Promise<PresenceHistoryPage> {
    return this.history.execute(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.personalHistory)
  personalHistory(@Payload() e: MessageEnvelope): Promise<PresenceDayView> {
    return this.days.personalHistory(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.dayTotals)
  dayTotals(@Payload() e: MessageEnvelope): Promise<PresenceDayView> {
    return this.days.dayTotals(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.givenDayWeek)
  givenDayWeek(@Payload() e: MessageEnvelope): Promise<PresenceWeekView> {
    return this.weeks.givenDayWeek(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.allWeeks)
  allWeeks(@Payload() e: MessageEnvelope): Promise<WeekRef[]> {
    return this.weeks.allWeeks(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.currentWeek)
  currentWeek(@Payload() e: MessageEnvelope): Promise<PresenceWeekView> {
    return this.weeks.currentWeek(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.weeklyDates)
  weeklyDates(@Payload() e: MessageEnvelope): Promise<WeekRef & { dates: string[] }> {
    return this.weeks.weeklyDates(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.getTotals)
  getTotals(@Payload() e: MessageEnvelope): Promise<PresenceTotals> {
    return this.weeks.totals(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.weekTotals)
  weekTotals(@Payload() e: MessageEnvelope): Promise<Array<{ date: string; totals: PresenceTotals }>> {
    return this.weeks.weekTotals(requireActor(e.meta), e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.comment)
  comment(@Payload() e: MessageEnvelope): Promise<PresenceComment> {
    return this.comments.execute(requireActor(e.meta), e.payload, e.meta);
  }
}
