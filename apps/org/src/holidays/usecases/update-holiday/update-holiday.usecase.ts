import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, type Holiday, HolidayRequest, type MessageMeta, UpdateHolidayRequest } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { checkId, throwFieldErrors } from '@presently/validation';
import { ADMIN_ERRORS, changedKeys } from '../../../common/domain/fields';
import { HOLIDAY_ERRORS, parseHolidayInput } from '../../domain/holiday-input';
import { editedHoliday } from '../../domain/holiday-names';
import { HolidayChangesAnnouncer } from '../../holiday-changes.announcer';
import { HolidayReferencesChecker } from '../../holiday-references.checker';
import { toHolidayDto, toStoredHoliday } from '../../holiday.presenter';
import { HolidaysRepository } from '../../holidays.repository';
import { readFields, readRequest } from '@presently/validation';

/**
 * Saves a holiday with the rules of a new one; nothing changed → no_changes_to_save. A holiday of the
 * official list keeps its names unless the description is retyped (domain/holiday-names).
 */
@Injectable()
export class UpdateHolidayUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holidays: HolidaysRepository,
    private readonly checks: HolidayReferencesChecker,
    private readonly announcer: HolidayChangesAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<Holiday> {
    const holidayId = readFields(HolidayRequest, payload, (c) => checkId(c, 'holiday_id') as number);
    if (!(await this.holidays.find(actor.companyId, holidayId))) throw new NotFoundError();
    const input = readRequest(UpdateHolidayRequest, payload, parseHolidayInput);
    try {
      return await this.dataSource.transaction(async (em) => {
        const holiday = await this.holidays.lock(em, actor.companyId, holidayId);
        if (!holiday) throw new NotFoundError();
        throwFieldErrors(await this.checks.errors(em, actor.companyId, input));
        const current = toStoredHoliday(holiday);
        const next = editedHoliday(current, input);
        if (changedKeys(current, next).length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
        await this.holidays.update(em, actor.companyId, holidayId, next);
        // The old date loses the holiday and the new one gains it (an audience change touches the same date).
        await this.announcer.changed(em, meta, actor.companyId, 'updated', [holiday.date, input.date as string]);
        return toHolidayDto((await this.holidays.find(actor.companyId, holidayId, em)) ?? holiday, actor.lang);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_holidays_date_audience')) throw new ValidationFailedError({ date: [HOLIDAY_ERRORS.exists] });
      throw err;
    }
  }
}
