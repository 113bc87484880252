import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type Holiday, HolidayForm, type MessageMeta } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { ValidationFailedError } from '@presently/messaging';
import { throwFieldErrors } from '@presently/validation';
import { HOLIDAY_ERRORS, parseHolidayInput } from '../../domain/holiday-input';
import { HolidayChangesAnnouncer } from '../../holiday-changes.announcer';
import { HolidayReferencesChecker } from '../../holiday-references.checker';
import { toHolidayDto } from '../../holiday.presenter';
import { HolidaysRepository } from '../../holidays.repository';
import { readRequest } from '@presently/validation';

/** A new holiday, as typed (no built-in names); one per date and audience (holiday_exists), the audience from the company's own lists. */
@Injectable()
export class CreateHolidayUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holidays: HolidaysRepository,
    private readonly checks: HolidayReferencesChecker,
    private readonly announcer: HolidayChangesAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<Holiday> {
    const input = readRequest(HolidayForm, payload, parseHolidayInput);
    try {
      return await this.dataSource.transaction(async (em) => {
        throwFieldErrors(await this.checks.errors(em, actor.companyId, input));
        const holiday = await this.holidays.insert(em, actor.companyId, { ...input, names: null });
        await this.announcer.changed(em, meta, actor.companyId, 'created', [holiday.date]);
        return toHolidayDto(holiday, actor.lang);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_holidays_date_audience')) throw new ValidationFailedError({ date: [HOLIDAY_ERRORS.exists] });
      throw err;
    }
  }
}
