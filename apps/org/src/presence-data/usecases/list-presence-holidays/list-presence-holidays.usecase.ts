import { Injectable } from '@nestjs/common';
import type { Holiday } from '@presently/contracts';
import { ValidationFailedError } from '@presently/messaging';
import { toHolidayDto } from '../../../holidays/holiday-views';
import { HolidaysRepository } from '../../../holidays/holidays.repository';
import { parsePeriodQuery } from '../../domain/presence-queries';

/**
 * The company's holidays from one date to another (inclusive), of every audience, by date: presence
 * keeps those that apply to a user (for all, or the user's nationality or religion).
 */
@Injectable()
export class ListPresenceHolidaysUseCase {
  constructor(private readonly holidays: HolidaysRepository) {}

  async execute(payload: unknown): Promise<Holiday[]> {
    const parsed = parsePeriodQuery(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const { company_id, from, to } = parsed.value;
    return (await this.holidays.between(company_id, from, to)).map(toHolidayDto);
  }
}
