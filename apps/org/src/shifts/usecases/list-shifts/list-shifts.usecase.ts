import { Injectable } from '@nestjs/common';
import type { Actor, Page, Shift } from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { toShiftDto } from '../../shift-views';
import { SHIFT_SORTS, ShiftsRepository } from '../../shifts.repository';

/** The company's shifts with their lengths, a page at a time, searched by name. */
@Injectable()
export class ListShiftsUseCase {
  constructor(private readonly shifts: ShiftsRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Shift>> {
    const c = new FieldChecker(payload);
    const page = readPageQuery(c, SHIFT_SORTS, 'name');
    throwIfInvalid(c);
    const [rows, total] = await this.shifts.list(actor.companyId, page);
    return toPage(rows.map(toShiftDto), total, page);
  }
}
