import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { type Device, type Gate, type MessageEnvelope, ORG_ADMIN_RPC, type Page, type RegisteredDevice } from '@presently/contracts';
import { requireActor } from '@presently/service-runtime';
import { AuthenticateDeviceUseCase, type DeviceIdentity } from './usecases/authenticate-device/authenticate-device.usecase';
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

  @MessagePattern(ORG_ADMIN_RPC.listGates)
  list(@Payload() envelope: MessageEnvelope): Promise<Page<Gate>> {
    return this.listGates.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.saveGate)
  save(@Payload() envelope: MessageEnvelope): Promise<Gate> {
    return this.saveGate.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.deleteGate)
  remove(@Payload() envelope: MessageEnvelope): Promise<{ deleted: true }> {
    return this.deleteGate.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.listDevices)
  devices(@Payload() envelope: MessageEnvelope): Promise<Page<Device>> {
    return this.listDevices.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.registerDevice)
  register(@Payload() envelope: MessageEnvelope): Promise<RegisteredDevice> {
    return this.registerDevice.execute(requireActor(envelope.meta), envelope.payload);
  }

  @MessagePattern(ORG_ADMIN_RPC.revokeDevice)
  revoke(@Payload() envelope: MessageEnvelope): Promise<Device> {
    return this.revokeDevice.execute(requireActor(envelope.meta), envelope.payload);
  }

  /** The device API's look-up (no actor: the gateway asks with the key a device sent). */
  @MessagePattern(ORG_ADMIN_RPC.authenticateDevice)
  authenticate(@Payload() envelope: MessageEnvelope): Promise<DeviceIdentity> {
    return this.authenticateDevice.execute(envelope.payload);
  }
}
