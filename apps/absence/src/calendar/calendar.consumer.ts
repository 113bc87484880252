import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ABSENCE_CALENDAR_RPC, type AbsenceCalendar, type MessageEnvelope } from '@presently/contracts';
import { GetAbsenceCalendarUseCase } from './usecases/get-absence-calendar/get-absence-calendar.usecase';

/** What presence asks absence (service to service, no actor: the company is in the payload). */
@Controller()
export class CalendarConsumer {
  constructor(private readonly getCalendar: GetAbsenceCalendarUseCase) {}

  @MessagePattern(ABSENCE_CALENDAR_RPC.calendar)
  calendar(@Payload() envelope: MessageEnvelope): Promise<AbsenceCalendar> {
    return this.getCalendar.execute(envelope.payload);
  }
}
