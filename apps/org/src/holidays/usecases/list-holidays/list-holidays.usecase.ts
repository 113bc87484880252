import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { type Actor, HOLIDAY_TYPES, type Holiday, ListHolidaysRequest, type Page } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { readFields } from '@presently/validation';
import { readPageQuery, toPage } from '../../../common/domain/pagination';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { readYear } from '../../domain/holiday-year';
import { toHolidayDto } from '../../holiday.presenter';
import { HOLIDAY_SORTS, HolidaysRepository } from '../../holidays.repository';

/**
 * The company's holidays of a year (this year in the company's zone by default), by date; by type,
 * searched by description — a holiday of the official list named, searched and sorted in the reader's language.
 */
@Injectable()
export class ListHolidaysUseCase {
  constructor(
    private readonly holidays: HolidaysRepository,
    private readonly companies: CompaniesRepository,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Page<Holiday>> {
    const company = await this.companies.findById(actor.companyId);
    if (!company) throw new NotFoundError();
    const { page, year, type } = readFields(ListHolidaysRequest, payload, (c) => ({
      page: readPageQuery(c, HOLIDAY_SORTS, 'date'),
      year: readYear(c, 'year', DateTime.now().setZone(company.timezone).year),
      type: c.has('type') && c.source.type !== '' ? (c.optionalOneOf('type', HOLIDAY_TYPES) ?? null) : null,
    }));
    const [rows, total] = await this.holidays.list(actor.companyId, { year: year as number, type }, page, actor.lang);
    return toPage(rows.map((h) => toHolidayDto(h, actor.lang)), total, page);
  }
}
