import { Module } from '@nestjs/common';
import { RestDaysModule } from '../rest-days/rest-days.module';
import { AbsenceRequestsRepository } from './absence-requests.repository';
import { OrgContextClient } from './org-context.client';
import { RequestsConsumer } from './requests.consumer';
import { CancelAbsenceUseCase } from './usecases/cancel-absence/cancel-absence.usecase';
import { CreateAbsenceUseCase } from './usecases/create-absence/create-absence.usecase';
import { DecideAbsenceUseCase } from './usecases/decide-absence/decide-absence.usecase';
import { GetCatalogueUseCase } from './usecases/get-catalogue/get-catalogue.usecase';
import { ReadAbsencesUseCase } from './usecases/read-absences/read-absences.usecase';

/** Absence requests: making, deciding, cancelling and reading them; the repository is read by guards, calendar and entitlements. */
@Module({
  imports: [RestDaysModule],
  controllers: [RequestsConsumer],
  providers: [AbsenceRequestsRepository, OrgContextClient, CreateAbsenceUseCase, DecideAbsenceUseCase, CancelAbsenceUseCase, ReadAbsencesUseCase, GetCatalogueUseCase],
  exports: [AbsenceRequestsRepository],
})
export class RequestsModule {}
