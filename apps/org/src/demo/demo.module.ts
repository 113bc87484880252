import { Module } from '@nestjs/common';
import { CataloguesModule } from '../catalogues/catalogues.module';
import { CompaniesModule } from '../companies/companies.module';
import { UsersModule } from '../users/users.module';
import { DemoConsumer } from './demo.consumer';
import { SeedDemoUseCase } from './usecases/seed-demo/seed-demo.usecase';

@Module({
  imports: [CompaniesModule, UsersModule, CataloguesModule],
  controllers: [DemoConsumer],
  providers: [SeedDemoUseCase],
})
export class DemoModule {}
