import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { CataloguesModule } from './catalogues/catalogues.module';
import { CompaniesModule } from './companies/companies.module';
import { DemoModule } from './demo/demo.module';
import { DepartmentsModule } from './departments/departments.module';
import { GatesModule } from './gates/gates.module';
import { HolidaysModule } from './holidays/holidays.module';
import { PresenceDataModule } from './presence-data/presence-data.module';
import { RegistrationModule } from './registration/registration.module';
import { definition } from './service.definition';
import { ShiftsModule } from './shifts/shifts.module';
import { SurveyModule } from './survey/survey.module';
import { TeamsModule } from './teams/teams.module';
import { UsersModule } from './users/users.module';
import { WorkRulesModule } from './work-rules/work-rules.module';

@Module({
  imports: [
    ServiceCoreModule.forRoot(definition),
    CompaniesModule,
    UsersModule,
    DepartmentsModule,
    TeamsModule,
    CataloguesModule,
    HolidaysModule,
    GatesModule,
    ShiftsModule,
    WorkRulesModule,
    SurveyModule,
    RegistrationModule,
    DemoModule,
    PresenceDataModule,
  ],
})
export class AppModule {}
