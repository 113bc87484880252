import { Module } from '@nestjs/common';
import { ApprovalRulesModule } from '../approval-rules/approval-rules.module';
import { ClosedMonthsModule } from '../closed-months/closed-months.module';
import { RestDaysModule } from '../rest-days/rest-days.module';
import { PersonalDayAllowancesModule } from '../personal-day-allowances/personal-day-allowances.module';
import { SubstitutesModule } from '../substitutes/substitutes.module';
import { AbsenceRequestsRepository } from './absence-requests.repository';
import { OrgContextClient } from './org-context.client';
import { HolidayChangesConsumer } from './holiday-changes.consumer';
import { RequestsConsumer } from './requests.consumer';
import { AddAbsenceFilesUseCase } from './usecases/add-absence-files/add-absence-files.usecase';
import { EndAbsenceUseCase } from './usecases/end-absence/end-absence.usecase';
import { SetSubstituteUseCase } from './usecases/set-substitute/set-substitute.usecase';
import { RecountRequestedDaysUseCase } from './usecases/recount-requested-days/recount-requested-days.usecase';
import { CancelAbsenceUseCase } from './usecases/cancel-absence/cancel-absence.usecase';
import { CreateAbsenceUseCase } from './usecases/create-absence/create-absence.usecase';
import { DecideAbsenceUseCase } from './usecases/decide-absence/decide-absence.usecase';
import { GetCatalogueUseCase } from './usecases/get-catalogue/get-catalogue.usecase';
import { ReadAbsencesUseCase } from './usecases/read-absences/read-absences.usecase';

/** Absence requests: making, deciding, cancelling and reading them; the repository is read by guards, calendar and entitlements. */
@Module({
  imports: [RestDaysModule, SubstitutesModule, ApprovalRulesModule, PersonalDayAllowancesModule, ClosedMonthsModule],
  controllers: [RequestsConsumer, HolidayChangesConsumer],
  providers: [AbsenceRequestsRepository, OrgContextClient, CreateAbsenceUseCase, DecideAbsenceUseCase, CancelAbsenceUseCase, ReadAbsencesUseCase, GetCatalogueUseCase, RecountRequestedDaysUseCase, AddAbsenceFilesUseCase, EndAbsenceUseCase, SetSubstituteUseCase],
  exports: [AbsenceRequestsRepository],
})
export class RequestsModule {}
