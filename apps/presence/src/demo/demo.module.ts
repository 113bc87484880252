import { Module } from '@nestjs/common';
import { LiveAnnouncerModule } from '../board/live-announcer.module';
import { DemoConsumer } from './demo.consumer';
import { DemoHistoryRepository } from './demo-history.repository';
import { SeedDemoHistoryUseCase } from './usecases/seed-demo-history/seed-demo-history.usecase';

/** The demo company's presence history (docs/demo.md). */
@Module({
  imports: [LiveAnnouncerModule],
  controllers: [DemoConsumer],
  providers: [DemoHistoryRepository, SeedDemoHistoryUseCase],
})
export class DemoModule {}
