import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type CalendarDirectory, GET_CALENDAR_DIRECTORY, type MessageEnvelope } from '@presently/contracts';
import { GetCalendarDirectoryUseCase } from './usecases/get-calendar-directory/get-calendar-directory.usecase';

/** What absence asks org for a calendar view or feed (service to service; the company is in the payload). */
@Controller()
export class CalendarDirectoryConsumer {
  constructor(private readonly getDirectory: GetCalendarDirectoryUseCase) {}

  @MessagePattern(GET_CALENDAR_DIRECTORY.pattern)
  directory(@Payload() envelope: MessageEnvelope): Promise<CalendarDirectory | null> {
    return this.getDirectory.execute(envelope.payload);
  }
}
