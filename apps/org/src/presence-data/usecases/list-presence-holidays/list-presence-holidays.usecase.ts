import { Injectable } from '@nestjs/common';
import { type Holiday, PresenceHolidaysRequest } from '@presently/contracts';
import { toHolidayDto } from '../../../holidays/holiday.presenter';
import { HolidaysRepository } from '../../../holidays/holidays.repository';
import { parsePeriodQuery } from '../../domain/presence-queries';
import { readRequest } from '@presently/validation';

/**
 * The company's holidays from one date to another (inclusive), of every audience, by date: presence
 * keeps those that apply to a user (for all, or the user's nationality or religion).
 */
@Injectable()
export class ListPresenceHolidaysUseCase {
  constructor(private readonly holidays: HolidaysRepository) {}

  async execute(payload: unknown): Promise<Holiday[]> {
    const input = readRequest(PresenceHolidaysRequest, payload, parsePeriodQuery);
    const { company_id, from, to } = input;
    return (await this.holidays.between(company_id, from, to)).map(toHolidayDto);
  }
}
