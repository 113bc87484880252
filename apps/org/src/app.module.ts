import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@presently/service-runtime';
import { CataloguesModule } from './catalogues/catalogues.module';
import { CompaniesModule } from './companies/companies.module';
import { DemoModule } from './demo/demo.module';
import { RegistrationModule } from './registration/registration.module';
import { definition } from './service.definition';
import { SurveyModule } from './survey/survey.module';
import { UsersModule } from './users/users.module';

@Module({
  imports: [
    ServiceCoreModule.forRoot(definition),
    CompaniesModule,
    UsersModule,
    CataloguesModule,
    SurveyModule,
    RegistrationModule,
    DemoModule,
  ],
})
export class AppModule {}
