import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type Device, RevokeDeviceRequest } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { toDeviceDto } from '../../gate.presenter';
import { GatesRepository } from '../../gates.repository';
import { readFields } from '@presently/validation';

/** Takes a device out of service: its key stops working at once. Revoking it again changes nothing. */
@Injectable()
export class RevokeDeviceUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gates: GatesRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Device> {
    const deviceId = readFields(RevokeDeviceRequest, payload, (c) => checkId(c, 'device_id', { digits: true }) as number);
    const device = await this.dataSource.transaction(async (em) => {
      if (!(await this.gates.lockDevice(em, actor.companyId, deviceId))) throw new NotFoundError();
      await this.gates.revokeDevice(em, actor.companyId, deviceId);
      return this.gates.findDevice(actor.companyId, deviceId, em);
    });
    if (!device) throw new NotFoundError();
    return toDeviceDto(device);
  }
}
