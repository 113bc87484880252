import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, DeleteGateRequest } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { UNIT_ERRORS } from '../../../common/domain/units';
import { GatesRepository } from '../../gates.repository';
import { readFields } from '@presently/validation';

/** Deletes a gate that has no device in service (has_devices, 409: revoke them first); revoked devices go with it. */
@Injectable()
export class DeleteGateUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly gates: GatesRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<{ deleted: true }> {
    const id = readFields(DeleteGateRequest, payload, (c) => checkId(c, 'id', { digits: true }) as number);
    await this.dataSource.transaction(async (em) => {
      if (!(await this.gates.lockGate(em, actor.companyId, id))) throw new NotFoundError();
      const counts = await this.gates.deviceCounts(actor.companyId, [id], em);
      if ((counts.get(id) ?? 0) > 0) throw new DomainError(UNIT_ERRORS.hasDevices, 409);
      await this.gates.deleteGate(em, actor.companyId, id);
    });
    return { deleted: true };
  }
}
