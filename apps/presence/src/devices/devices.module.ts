import { Module } from '@nestjs/common';
import { LiveAnnouncerModule } from '../board/live-announcer.module';
import { CopiesModule } from '../copies/copies.module';
import { RecordsModule } from '../records/records.module';
import { ScopesModule } from '../scopes/scopes.module';
import { DeviceScansRepository } from './device-scans.repository';
import { DevicesConsumer } from './devices.consumer';
import { GetScanImageUseCase } from './usecases/get-scan-image/get-scan-image.usecase';
import { TakeScanUseCase } from './usecases/take-scan/take-scan.usecase';

/** QR scans from gate devices (clock-in/clock-out toggles, late scans, retries) and their images. */
@Module({
  imports: [RecordsModule, CopiesModule, ScopesModule, LiveAnnouncerModule],
  controllers: [DevicesConsumer],
  providers: [DeviceScansRepository, TakeScanUseCase, GetScanImageUseCase],
})
export class DevicesModule {}
