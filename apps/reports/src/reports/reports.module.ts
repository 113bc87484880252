import { Module } from '@nestjs/common';
import { ExportReuse } from '../freshness/export-reuse.repository';
import { PeersModule } from '../peers/peers.module';
import { ReportSource } from './report-source.service';
import { ReportsConsumer } from './reports.consumer';
import { ScanReviewsConsumer } from '../reviews/scan-reviews.consumer';
import { ScanReviews } from '../reviews/scan-reviews.repository';
import { ScanReviewsService } from '../reviews/scan-reviews.service';
import { GetPreviewUseCase } from './usecases/get-preview/get-preview.usecase';

/** Every report kind on screen, from presence's classified days and org's names; the administrators report's reviewed marks. */
@Module({
  imports: [PeersModule],
  controllers: [ReportsConsumer, ScanReviewsConsumer],
  providers: [ReportSource, GetPreviewUseCase, ScanReviews, ScanReviewsService, ExportReuse],
  exports: [ReportSource],
})
export class ReportsModule {}
