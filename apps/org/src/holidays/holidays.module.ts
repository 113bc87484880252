import { Module } from '@nestjs/common';
import { AbsenceGuardsModule } from '../absence-guards/absence-guards.module';
import { CompaniesModule } from '../companies/companies.module';
import { MonthClosuresModule } from '../month-closures/month-closures.module';
import { NationalitiesReligionsModule } from '../nationalities-religions/nationalities-religions.module';
import { HolidaysRepository } from './holidays.repository';
import { HolidayChangesAnnouncer } from './holiday-changes.announcer';
import { HolidayReferencesChecker } from './holiday-references.checker';
import { HolidaysConsumer } from './holidays.consumer';
import { CopyHolidaysUseCase } from './usecases/copy-holidays/copy-holidays.usecase';
import { CreateHolidayUseCase } from './usecases/create-holiday/create-holiday.usecase';
import { DeleteHolidayUseCase } from './usecases/delete-holiday/delete-holiday.usecase';
import { ListHolidaysUseCase } from './usecases/list-holidays/list-holidays.usecase';
import { OfficialHolidaysReader } from './official-holidays.reader';
import { PreviewOfficialHolidaysUseCase } from './usecases/preview-official-holidays/preview-official-holidays.usecase';
import { SaveOfficialHolidaysUseCase } from './usecases/save-official-holidays/save-official-holidays.usecase';
import { UpdateHolidayUseCase } from './usecases/update-holiday/update-holiday.usecase';

/** Holidays: by year, for all or for a nationality or religion; copying a year to the next; filling a year from the official holidays. */
@Module({
  imports: [CompaniesModule, NationalitiesReligionsModule, AbsenceGuardsModule, MonthClosuresModule],
  controllers: [HolidaysConsumer],
  providers: [HolidaysRepository, HolidayReferencesChecker, HolidayChangesAnnouncer, ListHolidaysUseCase, CreateHolidayUseCase, UpdateHolidayUseCase, DeleteHolidayUseCase, CopyHolidaysUseCase, OfficialHolidaysReader, PreviewOfficialHolidaysUseCase, SaveOfficialHolidaysUseCase],
  exports: [HolidaysRepository, SaveOfficialHolidaysUseCase],
})
export class HolidaysModule {}
