import { Injectable } from '@nestjs/common';
import { type HolidayWithNames, PresenceHolidaysRequest } from '@presently/contracts';
import { toHolidayWithNames } from '../../../holidays/holiday.presenter';
import { HolidaysRepository } from '../../../holidays/holidays.repository';
import { parsePeriodQuery } from '../../domain/presence-queries';
import { readRequest } from '@presently/validation';

/**
 * The company's holidays from one date to another (inclusive), of every audience, by date: presence
 * keeps those that apply to a user (for all, or the user's nationality or religion). With the built-in
 * names: presence keeps one answer per company and year for every reader, and names each per reader.
 */
@Injectable()
export class ListPresenceHolidaysUseCase {
  constructor(private readonly holidays: HolidaysRepository) {}

  async execute(payload: unknown): Promise<HolidayWithNames[]> {
    const input = readRequest(PresenceHolidaysRequest, payload, parsePeriodQuery);
    const { company_id, from, to } = input;
    return (await this.holidays.between(company_id, from, to)).map(toHolidayWithNames);
  }
}
