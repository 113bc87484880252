import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ABSENCE_CALENDAR,
  type AbsenceCalendar,
  CalendarFeedIdRequest,
  type CalendarFeedView,
  CREATE_CALENDAR_FEED,
  CreateCalendarFeedRequest,
  type CreatedCalendarFeed,
  GET_MY_CALENDAR,
  GET_TEAM_CALENDAR,
  LIST_CALENDAR_FEEDS,
  type MessageEnvelope,
  type MyCalendarAbsences,
  MyCalendarQuery,
  READ_CALENDAR_FEED,
  ReadCalendarFeedRequest,
  REVOKE_CALENDAR_FEED,
  TeamCalendarQuery,
  type TeamCalendarView,
} from '@presently/contracts';
import { valid } from '@presently/domain';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { parseCalendarQuery } from './domain/calendar-query';
import { CalendarFeedsUseCase } from './usecases/calendar-feeds/calendar-feeds.usecase';
import { GetAbsenceCalendarUseCase } from './usecases/get-absence-calendar/get-absence-calendar.usecase';
import { GetMyCalendarUseCase } from './usecases/get-my-calendar/get-my-calendar.usecase';
import { GetTeamCalendarUseCase } from './usecases/get-team-calendar/get-team-calendar.usecase';

/** What presence asks absence (service to service), and the calendars and feeds of issue 12 (the actor in the meta). */
@Controller()
export class CalendarConsumer {
  constructor(
    private readonly getCalendar: GetAbsenceCalendarUseCase,
    private readonly myCalendar: GetMyCalendarUseCase,
    private readonly teamCalendar: GetTeamCalendarUseCase,
    private readonly feeds: CalendarFeedsUseCase,
  ) {}

  @MessagePattern(ABSENCE_CALENDAR.pattern)
  calendar(@Payload() envelope: MessageEnvelope): Promise<AbsenceCalendar> {
    return this.getCalendar.execute(valid(parseCalendarQuery(envelope.payload)));
  }

  @MessagePattern(GET_MY_CALENDAR.pattern)
  mine(@Payload() e: MessageEnvelope): Promise<MyCalendarAbsences> {
    return this.myCalendar.execute(requireActor(e.meta), readRequest(MyCalendarQuery, e.payload), e.meta);
  }

  @MessagePattern(GET_TEAM_CALENDAR.pattern)
  team(@Payload() e: MessageEnvelope): Promise<TeamCalendarView> {
    return this.teamCalendar.execute(requireActor(e.meta), readRequest(TeamCalendarQuery, e.payload), e.meta);
  }

  @MessagePattern(CREATE_CALENDAR_FEED.pattern)
  createFeed(@Payload() e: MessageEnvelope): Promise<CreatedCalendarFeed> {
    return this.feeds.create(requireActor(e.meta), readRequest(CreateCalendarFeedRequest, e.payload));
  }

  @MessagePattern(LIST_CALENDAR_FEEDS.pattern)
  listFeeds(@Payload() e: MessageEnvelope): Promise<CalendarFeedView[]> {
    return this.feeds.list(requireActor(e.meta));
  }

  @MessagePattern(REVOKE_CALENDAR_FEED.pattern)
  revokeFeed(@Payload() e: MessageEnvelope): Promise<{ revoked: true }> {
    return this.feeds.revoke(requireActor(e.meta), readRequest(CalendarFeedIdRequest, e.payload).id);
  }

  /** Read without a session: the token is the credential. */
  @MessagePattern(READ_CALENDAR_FEED.pattern)
  readFeed(@Payload() e: MessageEnvelope): Promise<{ ics: string }> {
    return this.feeds.read(readRequest(ReadCalendarFeedRequest, e.payload).token, e.meta);
  }
}
