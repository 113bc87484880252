import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ABSENCE_CALENDAR, type AbsenceCalendar, type MessageEnvelope } from '@presently/contracts';
import { valid } from '@presently/domain';
import { parseCalendarQuery } from './domain/calendar-query';
import { GetAbsenceCalendarUseCase } from './usecases/get-absence-calendar/get-absence-calendar.usecase';

/** What presence asks absence (service to service, no actor: the company is in the payload). */
@Controller()
export class CalendarConsumer {
  constructor(private readonly getCalendar: GetAbsenceCalendarUseCase) {}

  @MessagePattern(ABSENCE_CALENDAR.pattern)
  calendar(@Payload() envelope: MessageEnvelope): Promise<AbsenceCalendar> {
    return this.getCalendar.execute(valid(parseCalendarQuery(envelope.payload)));
  }
}
