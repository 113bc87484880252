import { Module } from '@nestjs/common';
import { RestDaysRepository } from './rest-days.repository';

/** Users' rest days: the entity and its repository, read by guards and calendar. */
@Module({
  providers: [RestDaysRepository],
  exports: [RestDaysRepository],
})
export class RestDaysModule {}
