import { DeviceScanRequest } from '@presently/contracts';
import { contractDto } from '../validation/contract-dto';

/**
 * POST /api/device/scans (ARCHITECTURE.md): the contract schema presence parses too. A device sends
 * every field; a missing or malformed device_id says device_unknown, as one that is not the key's
 * device does.
 */
export class DeviceScanDto extends contractDto(DeviceScanRequest) {}
