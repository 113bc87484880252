import { Module } from '@nestjs/common';
import { AbsenceRequestsRepository } from './absence-requests.repository';

/** Absence requests: the entity and its repository, read by guards, calendar and entitlements. */
@Module({
  providers: [AbsenceRequestsRepository],
  exports: [AbsenceRequestsRepository],
})
export class RequestsModule {}
