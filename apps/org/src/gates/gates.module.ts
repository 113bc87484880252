import { Module } from '@nestjs/common';
import { GatesRepository } from './gates.repository';
import { GatesConsumer } from './gates.consumer';
import { AuthenticateDeviceUseCase } from './usecases/authenticate-device/authenticate-device.usecase';
import { DeleteGateUseCase } from './usecases/delete-gate/delete-gate.usecase';
import { ListDevicesUseCase } from './usecases/list-devices/list-devices.usecase';
import { ListGatesUseCase } from './usecases/list-gates/list-gates.usecase';
import { RegisterDeviceUseCase } from './usecases/register-device/register-device.usecase';
import { RevokeDeviceUseCase } from './usecases/revoke-device/revoke-device.usecase';
import { SaveGateUseCase } from './usecases/save-gate/save-gate.usecase';

/** Gates and their devices: registration with a key shown once, revocation, and the device API's key look-up. */
@Module({
  controllers: [GatesConsumer],
  providers: [GatesRepository, ListGatesUseCase, SaveGateUseCase, DeleteGateUseCase, ListDevicesUseCase, RegisterDeviceUseCase, RevokeDeviceUseCase, AuthenticateDeviceUseCase],
  exports: [GatesRepository],
})
export class GatesModule {}
