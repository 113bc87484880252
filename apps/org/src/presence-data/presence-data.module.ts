import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { HolidaysModule } from '../holidays/holidays.module';
import { ShiftsModule } from '../shifts/shifts.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { PresenceDataConsumer } from './presence-data.consumer';
import { GetPresenceCompanyUseCase } from './usecases/get-presence-company/get-presence-company.usecase';
import { GetPresenceProfileUseCase } from './usecases/get-presence-profile/get-presence-profile.usecase';
import { GetPresenceShiftUseCase } from './usecases/get-presence-shift/get-presence-shift.usecase';
import { ListPresenceHolidaysUseCase } from './usecases/list-presence-holidays/list-presence-holidays.usecase';

/** Org data for the presence service: user profiles, company settings, holidays and shifts (ORG_PRESENCE_RPC). */
@Module({
  imports: [CompaniesModule, UserRecordsModule, HolidaysModule, ShiftsModule],
  controllers: [PresenceDataConsumer],
  providers: [GetPresenceProfileUseCase, GetPresenceCompanyUseCase, ListPresenceHolidaysUseCase, GetPresenceShiftUseCase],
})
export class PresenceDataModule {}
