import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, RegisterDeviceRequest, type RegisteredDevice } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { unitName } from '../../../common/domain/units';
import { deviceKeyHint, hashDeviceKey, newDeviceKey } from '../../domain/device-key';
import { toDeviceDto } from '../../gate.presenter';
import { GatesRepository } from '../../gates.repository';
import { readFields } from '@presently/validation';

/** Registers a device at a gate: its key is answered this once; only the key's hash and a hint are kept. */
@Injectable()
export class RegisterDeviceUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gates: GatesRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<RegisteredDevice> {
    const { gateId, name } = readFields(RegisterDeviceRequest, payload, (c) => {
      const gateId = checkId(c, 'gate_id') as number;
      const name = unitName(c) as string;
      return { gateId, name };
    });
    const key = newDeviceKey();
    const device = await this.dataSource.transaction(async (em) => {
      if (!(await this.gates.lockGate(em, actor.companyId, gateId))) throw new NotFoundError();
      return this.gates.insertDevice(em, { companyId: actor.companyId, gateId, name, keyHash: hashDeviceKey(key), keyHint: deviceKeyHint(key) });
    });
    return { ...toDeviceDto(device), device_key: key };
  }
}
