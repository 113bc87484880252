import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor, Holiday } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { DomainError, NotFoundError, ValidationFailedError } from '@presently/messaging';
import { FieldChecker, throwFieldErrors, throwIfInvalid } from '@presently/validation';
import { ADMIN_ERRORS, changedKeys, checkId } from '../../../common/domain/fields';
import { HOLIDAY_ERRORS, parseHolidayInput } from '../../domain/holiday-input';
import { HolidayChecks } from '../../holiday-checks';
import { toHolidayDto, toHolidayInput } from '../../holiday-views';
import { HolidaysRepository } from '../../holidays.repository';

/** Saves a holiday with the rules of a new one; nothing changed → no_changes_to_save. */
@Injectable()
export class UpdateHolidayUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holidays: HolidaysRepository,
    private readonly checks: HolidayChecks,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Holiday> {
    const c = new FieldChecker(payload);
    const holidayId = checkId(c, 'holiday_id') as number;
    throwIfInvalid(c);
    if (!(await this.holidays.find(actor.companyId, holidayId))) throw new NotFoundError();
    const parsed = parseHolidayInput(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    try {
      return await this.dataSource.transaction(async (em) => {
        const holiday = await this.holidays.lock(em, actor.companyId, holidayId);
        if (!holiday) throw new NotFoundError();
        throwFieldErrors(await this.checks.errors(em, actor.companyId, parsed.value));
        if (changedKeys(toHolidayInput(holiday), parsed.value).length === 0) throw new DomainError(ADMIN_ERRORS.noChanges, 422);
        await this.holidays.update(em, actor.companyId, holidayId, parsed.value);
        return toHolidayDto((await this.holidays.find(actor.companyId, holidayId, em)) ?? holiday);
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_holidays_date_audience')) throw new ValidationFailedError({ date: [HOLIDAY_ERRORS.exists] });
      throw err;
    }
  }
}
