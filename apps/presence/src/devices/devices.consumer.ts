import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type DeviceScanResult, DeviceScanPayload, GET_SCAN_IMAGE, type MessageEnvelope, SCAN_ACTIONS, type ScanImage, ScanImageRequest, TAKE_DEVICE_SCAN } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { checkId } from '@presently/validation';
import { fieldRules, readRequest } from '@presently/validation';
import { parseScan } from './domain/scan-payload';
import { GetScanImageUseCase } from './usecases/get-scan-image/get-scan-image.usecase';
import { TakeScanUseCase } from './usecases/take-scan/take-scan.usecase';

@Controller()
export class DevicesConsumer {
  constructor(
    private readonly takeScan: TakeScanUseCase,
    private readonly scanImage: GetScanImageUseCase,
  ) {}

  /** The device API (no actor): the gateway authenticated the device with org and passes its company, gate and device. */
  @MessagePattern(TAKE_DEVICE_SCAN.pattern)
  async scan(@Payload() e: MessageEnvelope): Promise<DeviceScanResult> {
    return this.takeScan.execute(readRequest(DeviceScanPayload, e.payload, (payload) => parseScan(payload, new Date())), e.meta);
  }

  /** The image of the scan that opened a record (or, with action clock-out, closed it). */
  @MessagePattern(GET_SCAN_IMAGE.pattern)
  async image(@Payload() e: MessageEnvelope): Promise<ScanImage> {
    const request = readRequest(
      ScanImageRequest,
      e.payload,
      fieldRules((c) => ({ recordId: checkId(c, 'record_id', { digits: true }) as number, action: c.has('action') ? c.oneOf('action', SCAN_ACTIONS) : undefined })),
    );
    return this.scanImage.execute(requireActor(e.meta), request, e.meta);
  }
}
