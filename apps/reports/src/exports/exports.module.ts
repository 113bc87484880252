import { Module } from '@nestjs/common';
import { PeersModule } from '../peers/peers.module';
import { ReportsModule } from '../reports/reports.module';
import { ExportQueue } from './export-queue.service';
import { ExportRunner } from './export-runner.service';
import { ExportSettled } from './export-settled';
import { ExportStore } from './export-store.repository';
import { ExportsConsumer } from './exports.consumer';
import { ExportsService } from './exports.service';
import { DataVersionConsumer } from '../freshness/data-version.consumer';
import { ExportReuse } from '../freshness/export-reuse.repository';

/** Exports as BullMQ jobs: XLSX (streamed) and PDF files kept in the reports schema for a few days. */
@Module({
  imports: [PeersModule, ReportsModule],
  controllers: [ExportsConsumer, DataVersionConsumer],
  providers: [ExportStore, ExportRunner, ExportQueue, ExportSettled, ExportsService, ExportReuse],
  exports: [ExportStore, ExportQueue, ExportSettled],
})
export class ExportsModule {}
