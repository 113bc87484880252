import { Injectable } from '@nestjs/common';
import type { Actor, Device, Page } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { checkId } from '../../../common/domain/fields';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { toDeviceDto } from '../../gate-views';
import { GatesRepository } from '../../gates.repository';

/** A gate's devices (those in service first), a page at a time; never their keys. */
@Injectable()
export class ListDevicesUseCase {
  constructor(private readonly gates: GatesRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Device>> {
    const c = new FieldChecker(payload);
    const gateId = checkId(c, 'gate_id', true) as number;
    const page = readPageQuery(c, ['name'] as const, 'name');
    throwIfInvalid(c);
    if (!(await this.gates.findGate(actor.companyId, gateId))) throw new NotFoundError();
    const [rows, total] = await this.gates.listDevices(actor.companyId, gateId, page);
    return toPage(rows.map(toDeviceDto), total, page);
  }
}
