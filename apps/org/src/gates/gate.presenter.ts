import type { Device as DeviceDto, Gate as GateDto } from '@presently/contracts';
import type { Device } from './entities/device.entity';
import type { Gate } from './entities/gate.entity';

export const toGateDto = (g: Gate, deviceCount: number): GateDto => ({ id: g.id, name: g.name, active: g.active, device_count: deviceCount });

export const toDeviceDto = (d: Device): DeviceDto => ({
  id: d.id,
  gate_id: d.gateId,
  name: d.name,
  key_hint: d.keyHint,
  revoked: d.revokedAt !== null,
  created_at: d.createdAt.toISOString(),
});
