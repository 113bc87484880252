import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AUTHENTICATE_DEVICE,
  DELETE_GATE,
  type Device,
  type DeviceIdentity,
  type Gate,
  LIST_DEVICES,
  LIST_GATES,
  type MessageEnvelope,
  type Page,
  REGISTER_DEVICE,
  type RegisteredDevice,
  REVOKE_DEVICE,
  SAVE_GATE,
} from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { AuthenticateDeviceUseCase } from './usecases/authenticate-device/authenticate-device.usecase';
import { DeleteGateUseCase } from './usecases/delete-gate/delete-gate.usecase';
import { ListDevicesUseCase } from './usecases/list-devices/list-devices.usecase';
import { ListGatesUseCase } from './usecases/list-gates/list-gates.usecase';
import { RegisterDeviceUseCase } from './usecases/register-device/register-device.usecase';
import { RevokeDeviceUseCase } from './usecases/revoke-device/revoke-device.usecase';
import { SaveGateUseCase } from './usecases/save-gate/save-gate.usecase';

@Controller()
export class GatesConsumer {
  constructor(
    private readonly listGates: ListGatesUseCase,
    private readonly saveGate: SaveGateUseCase,
    private readonly deleteGate: DeleteGateUseCase,
    private readonly listDevices: ListDevicesUseCase,
    private readonly registerDevice: RegisterDeviceUseCase,
    private readonly revokeDevice: RevokeDeviceUseCase,
    private readonly authenticateDevice: AuthenticateDeviceUseCase,
  ) {}

  @MessagePattern(LIST_GATES.pattern)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Gate>> {
    return this.listGates.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(SAVE_GATE.pattern)
  save(@Payload() envelope: MessageEnvelope): Promise<Gate> {
    return this.saveGate.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(DELETE_GATE.pattern)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteGate.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(LIST_DEVICES.pattern)
  devices(@Payload() envelope: MessageEnvelope): Promise<Page<Device>> {
    return this.listDevices.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(REGISTER_DEVICE.pattern)
  register(@Payload() envelope: MessageEnvelope): Promise<RegisteredDevice> {
    return this.registerDevice.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(REVOKE_DEVICE.pattern)
  revoke(@Payload() envelope: MessageEnvelope): Promise<Device> {
    return this.revokeDevice.execute(requireActor(envelope.meta), envelope.payload);
  }

  /** The device API's look-up (no actor: the gateway asks with the key a device sent). */
  @MessagePattern(AUTHENTICATE_DEVICE.pattern)
  authenticate(@Payload() envelope: MessageEnvelope): Promise<DeviceIdentity> {
    return this.authenticateDevice.execute(envelope.payload);
  }
}
