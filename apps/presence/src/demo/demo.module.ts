import { Module } from '@nestjs/common';
import { DemoConsumer } from './demo.consumer';
import { DemoHistoryRepository } from './demo-history.repository';
import { SeedDemoHistoryUseCase } from './usecases/seed-demo-history/seed-demo-history.usecase';

/** The demo company's presence history (docs/demo.md). */
@Module({
  controllers: [DemoConsumer],
  providers: [DemoHistoryRepository, SeedDemoHistoryUseCase],
})
export class DemoModule {}
