import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type MessageMeta, SaveOfficialHolidaysRequest, type SaveOfficialHolidaysResult } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { readFields } from '@presently/validation';
import { CompaniesRepository } from '../../../companies/companies.repository';
import { holidaysToSave } from '../../domain/official-holiday-match';
import { readOfficialRequest } from '../../domain/official-holidays-request';
import { HolidayChangesAnnouncer } from '../../holiday-changes.announcer';
import { HolidaysRepository } from '../../holidays.repository';
import { OfficialHolidaysReader } from '../../official-holidays.reader';

/**
 * Saves the official holidays of a country and year: those the company has (same date and audience)
 * are kept as they are, so saving twice adds nothing. What it adds keeps the law's names in every
 * language (described in the actor's), so each reader sees them in their own. Serialised on the company row like the copy of
 * a year; absence recounts the touched dates through the announced change.
 */
@Injectable()
export class SaveOfficialHolidaysUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: OfficialHolidaysReader,
    private readonly holidays: HolidaysRepository,
    private readonly companies: CompaniesRepository,
    private readonly announcer: HolidayChangesAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<SaveOfficialHolidaysResult> {
    const { country, year } = readFields(SaveOfficialHolidaysRequest, payload, readOfficialRequest);
    return this.dataSource.transaction(async (em) => {
      if (!(await this.companies.lockById(em, actor.companyId))) throw new NotFoundError();
      const preview = await this.reader.read(em, actor.companyId, actor.lang, country, year);
      const planned = holidaysToSave(preview);
      const saved = await this.holidays.insertMissing(em, actor.companyId, planned);
      if (saved > 0) await this.announcer.changed(em, meta, actor.companyId, 'created', planned.map((h) => h.date));
      return {
        country,
        year,
        saved,
        existing: preview.filter((h) => h.saved).length,
        skipped: preview.filter((h) => h.audience_missing).length,
      };
    });
  }
}
