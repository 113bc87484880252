import { Module } from '@nestjs/common';
import { AbsenceGuardsModule } from '../absence-guards/absence-guards.module';
import { OrgDataModule } from '../org-data.module';
import { HolidayChecks } from './holiday-checks';
import { HolidaysConsumer } from './holidays.consumer';
import { CopyHolidaysUseCase } from './usecases/copy-holidays/copy-holidays.usecase';
import { CreateHolidayUseCase } from './usecases/create-holiday/create-holiday.usecase';
import { DeleteHolidayUseCase } from './usecases/delete-holiday/delete-holiday.usecase';
import { ListHolidaysUseCase } from './usecases/list-holidays/list-holidays.usecase';
import { UpdateHolidayUseCase } from './usecases/update-holiday/update-holiday.usecase';

/** Holidays: by year, for all or for a nationality or religion; copying a year to the next. */
@Module({
  imports: [OrgDataModule, AbsenceGuardsModule],
  controllers: [HolidaysConsumer],
  providers: [HolidayChecks, ListHolidaysUseCase, CreateHolidayUseCase, UpdateHolidayUseCase, DeleteHolidayUseCase, CopyHolidaysUseCase],
})
export class HolidaysModule {}
