import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CommentRequest,
  DayQuery,
  type DayTotals,
  GET_DAY_TOTALS,
  GET_GIVEN_DAY_WEEK,
  GET_PERSONAL_HISTORY,
  GET_WEEK,
  GET_WEEK_DAY_TOTALS,
  GET_WEEK_TOTALS,
  GET_WEEKLY_DATES,
  HistoryQuery,
  LIST_MY_HISTORY,
  LIST_WEEKS_OF_YEAR,
  type MessageEnvelope,
  PersonalHistoryQuery,
  type PresenceComment,
  type PresenceDayView,
  type PresenceHistoryPage,
  type PresenceTotals,
  type PresenceWeekView,
  SET_PRESENCE_COMMENT,
  type WeekDates,
  WeekQuery,
  type WeekRef,
  YearQuery,
} from '@presently/contracts';
import { optionalId } from '@presently/validation';
import { requireActor } from '@presently/service-runtime';
import { date as readDate, optionalDate, requiredText } from '../common/domain/fields';
import { readHistoryQuery } from '../common/domain/history-query';
import { fieldRules, readRequest } from '@presently/validation';
import { DayViewsUseCase } from './usecases/day-views/day-views.usecase';
import { ListHistoryUseCase } from './usecases/list-history/list-history.usecase';
import { SetCommentUseCase } from './usecases/set-comment/set-comment.usecase';
import { WeekViewsUseCase } from './usecases/week-views/week-views.usecase';

/** A day of the query: the date given, or null (today, in the company's zone). */
const dayOf = (payload: unknown): string | null => readRequest(DayQuery, payload, fieldRules((c) => optionalDate(c, 'date') ?? null));

/** The my-presence views (spec section 7), for the acting user: each request read with its contract schema, then presence's rules. */
@Controller()
export class MyPresenceConsumer {
  constructor(
    private readonly history: ListHistoryUseCase,
    private readonly days: DayViewsUseCase,
    private readonly weeks: WeekViewsUseCase,
    private readonly comments: SetCommentUseCase,
  ) {}

  @MessagePattern(LIST_MY_HISTORY.pattern)
  async listHistory(@Payload() e: MessageEnvelope): Promise<PresenceHistoryPage> {
    const query = readRequest(HistoryQuery, e.payload, fieldRules(readHistoryQuery));
    return this.history.execute(requireActor(e.meta), query, e.meta);
  }

  @MessagePattern(GET_PERSONAL_HISTORY.pattern)
  async personalHistory(@Payload() e: MessageEnvelope): Promise<PresenceDayView> {
    const query = readRequest(
      PersonalHistoryQuery,
      e.payload,
      fieldRules((c) => ({ date: optionalDate(c, 'date') ?? null, userId: optionalId(c, 'user_id', { digits: true }) ?? null })),
    );
    return this.days.personalHistory(requireActor(e.meta), query, e.meta);
  }

  @MessagePattern(GET_DAY_TOTALS.pattern)
  async dayTotals(@Payload() e: MessageEnvelope): Promise<PresenceDayView> {
    return this.days.dayTotals(requireActor(e.meta), dayOf(e.payload), e.meta);
  }

  @MessagePattern(GET_GIVEN_DAY_WEEK.pattern)
  async givenDayWeek(@Payload() e: MessageEnvelope): Promise<PresenceWeekView> {
    return this.weeks.givenDayWeek(requireActor(e.meta), dayOf(e.payload), e.meta);
  }

  @MessagePattern(LIST_WEEKS_OF_YEAR.pattern)
  async allWeeks(@Payload() e: MessageEnvelope): Promise<WeekRef[]> {
    return this.weeks.allWeeks(requireActor(e.meta), readRequest(YearQuery, e.payload), e.meta);
  }

  @MessagePattern(GET_WEEK.pattern)
  async currentWeek(@Payload() e: MessageEnvelope): Promise<PresenceWeekView> {
    return this.weeks.currentWeek(requireActor(e.meta), readRequest(WeekQuery, e.payload), e.meta);
  }

  @MessagePattern(GET_WEEKLY_DATES.pattern)
  async weeklyDates(@Payload() e: MessageEnvelope): Promise<WeekDates> {
    return this.weeks.weeklyDates(requireActor(e.meta), readRequest(WeekQuery, e.payload), e.meta);
  }

  @MessagePattern(GET_WEEK_TOTALS.pattern)
  async getTotals(@Payload() e: MessageEnvelope): Promise<PresenceTotals> {
    return this.weeks.totals(requireActor(e.meta), readRequest(WeekQuery, e.payload), e.meta);
  }

  @MessagePattern(GET_WEEK_DAY_TOTALS.pattern)
  async weekTotals(@Payload() e: MessageEnvelope): Promise<DayTotals[]> {
    return this.weeks.weekTotals(requireActor(e.meta), readRequest(WeekQuery, e.payload), e.meta);
  }

  /** With a comment (not null), sets it: required, not blank, at most 250 characters. */
  @MessagePattern(SET_PRESENCE_COMMENT.pattern)
  async comment(@Payload() e: MessageEnvelope): Promise<PresenceComment> {
    const request = readRequest(
      CommentRequest,
      e.payload,
      fieldRules((c) => {
        const date = readDate(c, 'date') as string;
        const setting = c.has('comment') && c.source.comment !== null; // null: only reading
        return { date, comment: setting ? (requiredText(c, 'comment') as string) : null };
      }),
    );
    return this.comments.execute(requireActor(e.meta), request, e.meta);
  }
}
