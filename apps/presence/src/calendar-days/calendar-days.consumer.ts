import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CalendarPresenceDay, GET_PRESENCE_CALENDAR_DAYS, type MessageEnvelope, MyCalendarQuery } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { readRequest } from '@presently/validation';
import { GetCalendarDaysUseCase } from './usecases/get-calendar-days/get-calendar-days.usecase';

/** /my-calendar's worked hours (issue 12): the actor's own days of a period. */
@Controller()
export class CalendarDaysConsumer {
  constructor(private readonly calendarDays: GetCalendarDaysUseCase) {}

  @MessagePattern(GET_PRESENCE_CALENDAR_DAYS.pattern)
  days(@Payload() e: MessageEnvelope): Promise<CalendarPresenceDay[]> {
    return this.calendarDays.execute(requireActor(e.meta), readRequest(MyCalendarQuery, e.payload), e.meta);
  }
}
