import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, SaveShiftRequest, type Shift as ShiftDto } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { ADMIN_ERRORS } from '../../../common/domain/fields';
import { parseShiftInput } from '../../domain/shift-input';
import type { Shift } from '../../entities/shift.entity';
import { toShiftDto } from '../../shift.presenter';
import { ShiftsRepository } from '../../shifts.repository';
import { readRequest } from '@presently/validation';

type ShiftColumns = Pick<Shift, 'name' | 'type' | 'startTime' | 'endTime'>;

const nameTaken = () => new ValidationFailedError({ name: [ADMIN_ERRORS.nameTaken] });

/** Adds a shift ({ name, type, start, end }) or changes one (with its id); names are unique in the company. */
@Injectable()
export class SaveShiftUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shifts: ShiftsRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<ShiftDto> {
    const input = readRequest(SaveShiftRequest, payload, parseShiftInput);
    const columns: ShiftColumns = { name: input.name, type: input.type, startTime: input.start, endTime: input.end };
    try {
      return await this.dataSource.transaction(async (em) => {
        const shift = input.id ? await this.shifts.lock(em, actor.companyId, input.id) : null;
        if (input.id && !shift) throw new NotFoundError();
        const named = await this.shifts.findNamed(em, actor.companyId, input.name);
        if (named && named.id !== shift?.id) throw nameTaken();
        if (!shift) return toShiftDto(await this.shifts.insert(em, { companyId: actor.companyId, ...columns }));
        if ((Object.keys(columns) as Array<keyof ShiftColumns>).every((k) => columns[k] === shift[k])) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
        await this.shifts.update(em, actor.companyId, shift.id, columns);
        return toShiftDto({ id: shift.id, ...columns });
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_shifts_company_name')) throw nameTaken();
      throw err;
    }
  }
}
