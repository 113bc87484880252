import { Module } from '@nestjs/common';
import { OrgContextClient } from '../requests/org-context.client';
import { PersonalDayAllowancesConsumer } from './personal-day-allowances.consumer';
import { PersonalDayAllowancesRepository } from './personal-day-allowances.repository';
import { SavePersonalDayAllowancesUseCase } from './usecases/save-personal-day-allowances/save-personal-day-allowances.usecase';

/** A company's own personal-day allowances; the requests feature reads them when a request is made. */
@Module({
  controllers: [PersonalDayAllowancesConsumer],
  providers: [PersonalDayAllowancesRepository, SavePersonalDayAllowancesUseCase, OrgContextClient],
  exports: [PersonalDayAllowancesRepository],
})
export class PersonalDayAllowancesModule {}
