import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { checkId } from '../../../common/domain/fields';
import { ShiftsRepository } from '../../shifts.repository';

/** Deletes a shift of the company. */
@Injectable()
export class DeleteShiftUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shifts: ShiftsRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<{ deleted: true }> {
    const c = new FieldChecker(payload);
    const id = checkId(c, 'id', true) as number;
    throwIfInvalid(c);
    await this.dataSource.transaction(async (em) => {
      if (!(await this.shifts.lock(em, actor.companyId, id))) throw new NotFoundError();
      await this.shifts.delete(em, actor.companyId, id);
    });
    return { deleted: true };
  }
}
