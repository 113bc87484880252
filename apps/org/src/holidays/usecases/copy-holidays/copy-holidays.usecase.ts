import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, CopyHolidaysRequest, type CopyHolidaysResult, type MessageMeta } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { FIELD_ERRORS } from '@presently/validation';
import { readFields } from '@presently/validation';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { planHolidayCopy } from '../../domain/holiday-copy';
import { readYear, YEAR_MAX } from '../../domain/holiday-year';
import { toStoredHoliday } from '../../holiday.presenter';
import { HolidayChangesAnnouncer } from '../../holiday-changes.announcer';
import { HolidaysRepository } from '../../holidays.repository';

/**
 * Copies a year's holidays to the next year on the same month and day (domain/holiday-copy: dates
 * the next year already has are skipped, and 29 February when the next year has none). Serialised on
 * the company row, so two copies at once copy once. A copy keeps the official list's names, so it
 * reads in each reader's language like its original.
 */
@Injectable()
export class CopyHolidaysUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holidays: HolidaysRepository,
    private readonly companies: CompaniesRepository,
    private readonly announcer: HolidayChangesAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<CopyHolidaysResult> {
    const from = readFields(CopyHolidaysRequest, payload, (c) => {
      const given = c.source.year !== undefined && c.source.year !== null && c.source.year !== '';
      const year = given ? readYear(c, 'year', 0) : c.fail('year', FIELD_ERRORS.required);
      if (year === YEAR_MAX) c.fail('year', FIELD_ERRORS.invalidOption);
      return year as number;
    });
    const copied = await this.dataSource.transaction(async (em) => {
      if (!(await this.companies.lockById(em, actor.companyId))) throw new NotFoundError();
      // One after the other: a transaction is one connection, which runs one query at a time.
      const source = await this.holidays.ofYear(em, actor.companyId, from);
      const target = await this.holidays.ofYear(em, actor.companyId, from + 1);
      const planned = planHolidayCopy(source.map(toStoredHoliday), target.map((h) => h.date), from + 1);
      const inserted = await this.holidays.insertMissing(em, actor.companyId, planned);
      if (inserted > 0) await this.announcer.changed(em, meta, actor.companyId, 'copied', planned.map((h) => h.date));
      return inserted;
    });
    return { from_year: from, to_year: from + 1, copied };
  }
}
