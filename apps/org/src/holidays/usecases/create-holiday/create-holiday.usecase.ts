import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Actor, Holiday } from '@presently/contracts';
import { isUniqueViolation } from '@presently/database';
import { ValidationFailedError } from '@presently/messaging';
import { throwFieldErrors } from '@presently/validation';
import { HOLIDAY_ERRORS, parseHolidayInput } from '../../domain/holiday-input';
import { HolidayChecks } from '../../holiday-checks';
import { toHolidayDto } from '../../holiday-views';
import { HolidaysRepository } from '../../holidays.repository';

/** A new holiday; one per date and audience (holiday_exists), the audience from the company's own lists. */
@Injectable()
export class CreateHolidayUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holidays: HolidaysRepository,
    private readonly checks: HolidayChecks,
  ) {}

  async execute(actor: Actor, payload: unknown): Promise<Holiday> {
    const parsed = parseHolidayInput(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    try {
      return await this.dataSource.transaction(async (em) => {
        throwFieldErrors(await this.checks.errors(em, actor.companyId, parsed.value));
        return toHolidayDto(await this.holidays.insert(em, actor.companyId, parsed.value));
      });
    } catch (err) {
      if (isUniqueViolation(err, 'uq_holidays_date_audience')) throw new ValidationFailedError({ date: [HOLIDAY_ERRORS.exists] });
      throw err;
    }
  }
}
