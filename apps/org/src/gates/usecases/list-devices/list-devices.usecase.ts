import { Injectable } from '@nestjs/common';
import { type Actor, type Device, ListDevicesRequest, type Page } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { toDeviceDto } from '../../gate.presenter';
import { GatesRepository } from '../../gates.repository';
import { readFields } from '@presently/validation';

/** A gate's devices (those in service first), a page at a time; never their keys. */
@Injectable()
export class ListDevicesUseCase {
  constructor(private readonly gates: GatesRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Device>> {
    const { gateId, page } = readFields(ListDevicesRequest, payload, (c) => {
      const gateId = checkId(c, 'gate_id', { digits: true }) as number;
      const page = readPageQuery(c, ['name'] as const, 'name');
      return { gateId, page };
    });
    if (!(await this.gates.findGate(actor.companyId, gateId))) throw new NotFoundError();
    const [rows, total] = await this.gates.listDevices(actor.companyId, gateId, page);
    return toPage(rows.map(toDeviceDto), total, page);
  }
}
