import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type DeviceScanResult, type MessageEnvelope, PRESENCE_RPC } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { GetScanImageUseCase, type ScanImage } from './usecases/get-scan-image/get-scan-image.usecase';
import { TakeScanUseCase } from './usecases/take-scan/take-scan.usecase';

@Controller()
export class DevicesConsumer {
  constructor(
    private readonly takeScan: TakeScanUseCase,
    private readonly scanImage: GetScanImageUseCase,
  ) {}

  /** The device API (no actor): the gateway authenticated the device with org and passes its company, gate and device. */
  @MessagePattern(PRESENCE_RPC.deviceScan)
  scan(@Payload() e: MessageEnvelope): Promise<DeviceScanResult> {
    return this.takeScan.execute(e.payload, e.meta);
  }

  @MessagePattern(PRESENCE_RPC.scanImage)
  image(@Payload() e: MessageEnvelope): Promise<ScanImage> {
    return this.scanImage.execute(requireActor(e.meta), e.payload, e.meta);
  }
}
