import { Injectable } from '@nestjs/common';
import type { Shift } from '@presently/contracts';
import { ValidationFailedError } from '@presently/messaging';
import { toShiftDto } from '../../../shifts/shift-views';
import { ShiftsRepository } from '../../../shifts/shifts.repository';
import { parseShiftQuery } from '../../domain/presence-queries';

/** One shift of the company (start, end, type, length); null for another company's shift or none. */
@Injectable()
export class GetPresenceShiftUseCase {
  constructor(private readonly shifts: ShiftsRepository) {}

  async execute(payload: unknown): Promise<Shift | null> {
    const parsed = parseShiftQuery(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const shift = await this.shifts.find(parsed.value.company_id, parsed.value.shift_id);
    return shift ? toShiftDto(shift) : null;
  }
}
