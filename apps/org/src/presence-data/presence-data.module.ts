import { Module } from '@nestjs/common';
import { OrgDataModule } from '../org-data.module';
import { PresenceDataConsumer } from './presence-data.consumer';
import { GetPresenceCompanyUseCase } from './usecases/get-presence-company/get-presence-company.usecase';
import { GetPresenceProfileUseCase } from './usecases/get-presence-profile/get-presence-profile.usecase';
import { GetPresenceShiftUseCase } from './usecases/get-presence-shift/get-presence-shift.usecase';
import { ListPresenceHolidaysUseCase } from './usecases/list-presence-holidays/list-presence-holidays.usecase';

/** Org data for the presence service: user profiles, company settings, holidays and shifts (ORG_PRESENCE_RPC). */
@Module({
  imports: [OrgDataModule],
  controllers: [PresenceDataConsumer],
  providers: [GetPresenceProfileUseCase, GetPresenceCompanyUseCase, ListPresenceHolidaysUseCase, GetPresenceShiftUseCase],
})
export class PresenceDataModule {}
