import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { AbsenceContextModule } from './absence-context/absence-context.module';
import { CalendarDirectoryModule } from './calendar-directory/calendar-directory.module';
import { CompaniesModule } from './companies/companies.module';
import { CompanyDetailsModule } from './company-details/company-details.module';
import { CountriesModule } from './countries/countries.module';
import { DemoModule } from './demo/demo.module';
import { DepartmentsModule } from './departments/departments.module';
import { DocumentContextModule } from './document-context/document-context.module';
import { GatesModule } from './gates/gates.module';
import { HolidaysModule } from './holidays/holidays.module';
import { MonthClosuresModule } from './month-closures/month-closures.module';
import { NationalitiesReligionsModule } from './nationalities-religions/nationalities-religions.module';
import { PresenceDataModule } from './presence-data/presence-data.module';
import { RegistrationModule } from './registration/registration.module';
import { definition } from './service.definition';
import { ShiftsModule } from './shifts/shifts.module';
import { SurveyModule } from './survey/survey.module';
import { TeamsModule } from './teams/teams.module';
import { UsersModule } from './users/users.module';
import { WorkRulesModule } from './work-rules/work-rules.module';

/**
 * The org service: one module per feature. Each exports its repository and imports only the features
 * it builds on, so the graph is one-way (docs/administration.md draws it).
 */
@Module({
  imports: [
    ServiceCoreModule.forRoot(definition),
    CompaniesModule,
    CompanyDetailsModule,
    CountriesModule,
    UsersModule,
    DepartmentsModule,
    TeamsModule,
    NationalitiesReligionsModule,
    HolidaysModule,
    MonthClosuresModule,
    GatesModule,
    ShiftsModule,
    WorkRulesModule,
    SurveyModule,
    RegistrationModule,
    DemoModule,
    PresenceDataModule,
    AbsenceContextModule,
    CalendarDirectoryModule,
    DocumentContextModule,
  ],
})
export class AppModule {}
