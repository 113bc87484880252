import { Module } from '@nestjs/common';
import { RequestsModule } from '../requests/requests.module';
import { RestDaysModule } from '../rest-days/rest-days.module';
import { GuardsConsumer } from './guards.consumer';
import { CountOpenAbsencesUseCase } from './usecases/count-open-absences/count-open-absences.usecase';
import { CountPendingApprovalsUseCase } from './usecases/count-pending-approvals/count-pending-approvals.usecase';
import { CountRestDaysOnUseCase } from './usecases/count-rest-days-on/count-rest-days-on.usecase';

/** The guard RPCs org asks before administrative changes (open absences, pending approvals, rest days). */
@Module({
  imports: [RequestsModule, RestDaysModule],
  controllers: [GuardsConsumer],
  providers: [CountOpenAbsencesUseCase, CountPendingApprovalsUseCase, CountRestDaysOnUseCase],
})
export class GuardsModule {}
