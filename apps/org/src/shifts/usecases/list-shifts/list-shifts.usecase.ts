import { Injectable } from '@nestjs/common';
import { type Actor, type Page, PageQueryRequest, type Shift } from '@presently/contracts';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { toShiftDto } from '../../shift.presenter';
import { SHIFT_SORTS, ShiftsRepository } from '../../shifts.repository';
import { readFields } from '@presently/validation';

/** The company's shifts with their lengths, a page at a time, searched by name. */
@Injectable()
export class ListShiftsUseCase {
  constructor(private readonly shifts: ShiftsRepository) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Shift>> {
    const page = readFields(PageQueryRequest, payload, (c) => readPageQuery(c, SHIFT_SORTS, 'name'));
    const [rows, total] = await this.shifts.list(actor.companyId, page);
    return toPage(rows.map(toShiftDto), total, page);
  }
}
