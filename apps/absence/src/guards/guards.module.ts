import { Module } from '@nestjs/common';
import { GuardsConsumer } from './guards.consumer';
import { GuardsRepository } from './guards.repository';
import { CountOpenAbsencesUseCase } from './usecases/count-open-absences/count-open-absences.usecase';
import { CountPendingApprovalsUseCase } from './usecases/count-pending-approvals/count-pending-approvals.usecase';
import { CountRestDaysOnUseCase } from './usecases/count-rest-days-on/count-rest-days-on.usecase';

/** The guard RPCs org asks before administrative changes (open absences, pending approvals, rest days). */
@Module({
  controllers: [GuardsConsumer],
  providers: [GuardsRepository, CountOpenAbsencesUseCase, CountPendingApprovalsUseCase, CountRestDaysOnUseCase],
})
export class GuardsModule {}
