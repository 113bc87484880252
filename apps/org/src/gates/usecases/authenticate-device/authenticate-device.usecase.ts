import { Injectable } from '@nestjs/common';
import { AuthenticateDeviceRequest, type DeviceIdentity } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { hashDeviceKey, looksLikeDeviceKey } from '../../domain/device-key';
import { GatesRepository } from '../../gates.repository';
import { readFields } from '@presently/validation';

export const DEVICE_UNKNOWN = 'device_unknown';

/**
 * For the device API (no actor): which device, gate and company a key belongs to. A key that is
 * malformed, unknown or revoked is device_unknown (404), all alike. Whether an inactive gate's scans
 * are refused is the caller's decision (gate_active).
 */
@Injectable()
export class AuthenticateDeviceUseCase {
  constructor(private readonly gates: GatesRepository) {}

  async execute(payload: unknown): Promise<DeviceIdentity> {
    const { key } = readFields(AuthenticateDeviceRequest, payload, (c) => {
      const key = c.raw('device_key');
      return { key };
    });
    if (!looksLikeDeviceKey(key)) throw new NotFoundError(DEVICE_UNKNOWN);
    const found = await this.gates.findByKeyHash(hashDeviceKey(key));
    if (!found) throw new NotFoundError(DEVICE_UNKNOWN);
    return { device_id: found.device.id, gate_id: found.gate.id, company_id: found.gate.companyId, gate_active: found.gate.active };
  }
}
