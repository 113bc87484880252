import { Injectable } from '@nestjs/common';
import { PresenceShiftRequest, type Shift } from '@presently/contracts';
import { toShiftDto } from '../../../shifts/shift.presenter';
import { ShiftsRepository } from '../../../shifts/shifts.repository';
import { parseShiftQuery } from '../../domain/presence-queries';
import { readRequest } from '@presently/validation';

/** One shift of the company (start, end, type, length); null for another company's shift or none. */
@Injectable()
export class GetPresenceShiftUseCase {
  constructor(private readonly shifts: ShiftsRepository) {}

  async execute(payload: unknown): Promise<Shift | null> {
    const input = readRequest(PresenceShiftRequest, payload, parseShiftQuery);
    const shift = await this.shifts.find(input.company_id, input.shift_id);
    return shift ? toShiftDto(shift) : null;
  }
}
