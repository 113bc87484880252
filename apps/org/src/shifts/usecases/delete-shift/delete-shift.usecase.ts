import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, DeleteShiftRequest } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { ShiftsRepository } from '../../shifts.repository';
import { readFields } from '@presently/validation';

/** Deletes a shift of the company. */
@Injectable()
export class DeleteShiftUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shifts: ShiftsRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<{ deleted: true }> {
    const id = readFields(DeleteShiftRequest, payload, (c) => checkId(c, 'id', { digits: true }) as number);
    await this.dataSource.transaction(async (em) => {
      if (!(await this.shifts.lock(em, actor.companyId, id))) throw new NotFoundError();
      await this.shifts.delete(em, actor.companyId, id);
    });
    return { deleted: true };
  }
}
