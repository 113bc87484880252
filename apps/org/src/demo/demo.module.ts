import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { DepartmentsModule } from '../departments/departments.module';
import { GatesModule } from '../gates/gates.module';
import { HolidaysModule } from '../holidays/holidays.module';
import { ShiftsModule } from '../shifts/shifts.module';
import { NationalitiesReligionsModule } from '../nationalities-religions/nationalities-religions.module';
import { TeamsModule } from '../teams/teams.module';
import { UserRecordsModule } from '../user-records/user-records.module';
import { DemoConsumer } from './demo.consumer';
import { SeedDemoUseCase } from './usecases/seed-demo/seed-demo.usecase';

@Module({
  imports: [CompaniesModule, DepartmentsModule, TeamsModule, NationalitiesReligionsModule, UserRecordsModule, ShiftsModule, GatesModule, HolidaysModule],
  controllers: [DemoConsumer],
  providers: [SeedDemoUseCase],
})
export class DemoModule {}
