import { Module } from '@nestjs/common';
import { PeersModule } from '../peers/peers.module';
import { ReportSource } from './report-source.service';
import { ReportsConsumer } from './reports.consumer';
import { GetPreviewUseCase } from './usecases/get-preview/get-preview.usecase';

/** Every report kind on screen, from presence's classified days and org's names. */
@Module({
  imports: [PeersModule],
  controllers: [ReportsConsumer],
  providers: [ReportSource, GetPreviewUseCase],
  exports: [ReportSource],
})
export class ReportsModule {}
