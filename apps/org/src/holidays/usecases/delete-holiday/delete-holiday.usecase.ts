import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Actor, DeleteHolidayRequest, type MessageMeta } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/messaging';
import { checkId } from '@presently/validation';
import { AbsenceGuards } from '../../../absence-guards/absence-guards.client';
import { HOLIDAY_ERRORS } from '../../domain/holiday-input';
import { HolidayChangesAnnouncer } from '../../holiday-changes.announcer';
import { HolidaysRepository } from '../../holidays.repository';
import { readFields } from '@presently/validation';

/**
 * Deletes a holiday. When people have a rest day on its date (absence answers), the deletion asks
 * for confirmation first: 409 holiday_has_rest_days until the web sends the request again with
 * confirm: true.
 */
@Injectable()
export class DeleteHolidayUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly holidays: HolidaysRepository,
    private readonly guards: AbsenceGuards,
    private readonly announcer: HolidayChangesAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<{ deleted: true }> {
    const { holidayId, confirmed } = readFields(DeleteHolidayRequest, payload, (c) => {
      const holidayId = checkId(c, 'holiday_id', { digits: true }) as number;
      const confirmed = c.optionalBoolean('confirm', false);
      return { holidayId, confirmed };
    });
    const holiday = await this.holidays.find(actor.companyId, holidayId);
    if (!holiday) throw new NotFoundError();
    if (!confirmed && (await this.guards.restDaysOn(holiday.date, meta)) > 0) throw new DomainError(HOLIDAY_ERRORS.hasRestDays, 409);
    await this.dataSource.transaction(async (em) => {
      const locked = await this.holidays.lock(em, actor.companyId, holidayId);
      if (!locked) throw new NotFoundError();
      await this.holidays.delete(em, actor.companyId, holidayId);
      await this.announcer.changed(em, meta, actor.companyId, 'deleted', [locked.date]);
    });
    return { deleted: true };
  }
}
