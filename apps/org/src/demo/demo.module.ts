import { Module } from '@nestjs/common';
import { OrgDataModule } from '../org-data.module';
import { DemoConsumer } from './demo.consumer';
import { SeedDemoUseCase } from './usecases/seed-demo/seed-demo.usecase';

@Module({
  imports: [OrgDataModule],
  controllers: [DemoConsumer],
  providers: [SeedDemoUseCase],
})
export class DemoModule {}
