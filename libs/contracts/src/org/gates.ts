import { z } from 'zod';
import { booleanField, queryBoolean, textField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { type Page, pageQueryFields } from '../common/page';
import { optionalRowId, queryRequest, rowId } from '../common/request-fields';

export interface Gate {
  id: number;
  name: string;
  active: boolean;
  device_count: number;
}

export interface Device {
  id: number;
  gate_id: number;
  name: string;
  /** Never the key: it is shown once, at registration. */
  key_hint: string;
  revoked: boolean;
  created_at: string;
}

export interface RegisteredDevice extends Device {
  /** Shown once; only its hash is kept. */
  device_key: string;
}

/** A page of the company's gates with their number of devices in service; optionally only the active (or inactive) ones. */
export const ListGatesRequest = queryRequest({ ...pageQueryFields, active: queryBoolean() });
export type ListGatesRequest = z.input<typeof ListGatesRequest>;

export const LIST_GATES = rpcMessage<Page<Gate>>()('org.gates.list', ListGatesRequest);

/** A gate, to add or to change: the name always, active when it changes (org's default for a new gate: true). */
export const GateForm = z.object({
  name: textField().meta({ example: 'Main entrance' }),
  active: booleanField().meta({ description: 'Whether the gate takes scans' }),
});
export type GateForm = z.input<typeof GateForm>;

/** Adds a gate (`{ name, active? }`) or changes one (`{ id, … }`). */
export const SaveGateRequest = GateForm.extend({ id: optionalRowId() });
export type SaveGateRequest = z.input<typeof SaveGateRequest>;

export const SAVE_GATE = rpcMessage<Gate>()('org.gates.save', SaveGateRequest);

export const DeleteGateRequest = z.object({ id: rowId() });
export type DeleteGateRequest = z.input<typeof DeleteGateRequest>;

/** Deletes a gate; its devices stop working. */
export const DELETE_GATE = rpcMessage<{ deleted: true }>()('org.gates.delete', DeleteGateRequest);

/** A page of a gate's devices (never their keys). */
export const ListDevicesRequest = queryRequest({ ...pageQueryFields, gate_id: rowId() });
export type ListDevicesRequest = z.input<typeof ListDevicesRequest>;

export const LIST_DEVICES = rpcMessage<Page<Device>>()('org.devices.list', ListDevicesRequest);

export const DeviceForm = z.object({ name: textField().meta({ example: 'Tablet at the door' }) });
export type DeviceForm = z.input<typeof DeviceForm>;

export const RegisterDeviceRequest = DeviceForm.extend({ gate_id: rowId() });
export type RegisterDeviceRequest = z.input<typeof RegisterDeviceRequest>;

/** Registers a device at a gate; the answer carries its key, shown this once (only a hash is kept). */
export const REGISTER_DEVICE = rpcMessage<RegisteredDevice>()('org.devices.register', RegisterDeviceRequest);

export const RevokeDeviceRequest = z.object({ device_id: rowId() });
export type RevokeDeviceRequest = z.input<typeof RevokeDeviceRequest>;

/** Revokes a device: its key stops working at once. */
export const REVOKE_DEVICE = rpcMessage<Device>()('org.devices.revoke', RevokeDeviceRequest);

/** Which device, gate and company a device key belongs to. */
export interface DeviceIdentity {
  device_id: number;
  gate_id: number;
  company_id: number;
  /** Whether the gate takes scans: refusing an inactive gate's scans is the caller's decision. */
  gate_active: boolean;
}

/** `{ device_key }` as the device sent it in X-Device-Key. */
export const AuthenticateDeviceRequest = z.object({ device_key: z.string().optional() });
export type AuthenticateDeviceRequest = z.input<typeof AuthenticateDeviceRequest>;

/** For the device API (no actor): a malformed, unknown or revoked key answers 404 device_unknown, all alike. */
export const AUTHENTICATE_DEVICE = rpcMessage<DeviceIdentity>()('org.devices.authenticate', AuthenticateDeviceRequest);
