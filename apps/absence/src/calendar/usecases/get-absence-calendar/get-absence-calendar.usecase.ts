import { Injectable } from '@nestjs/common';
import type { AbsenceCalendar } from '@presently/contracts';
import { ValidationFailedError } from '@presently/messaging';
import { CalendarRepository } from '../../calendar.repository';
import { calendarDays } from '../../domain/calendar-days';
import { parseCalendarQuery } from '../../domain/calendar-query';

/**
 * What presence classifies days by: the approved absences (one row per day) and the rest days of
 * some users of a company over a period. Users of another company, or nobody, simply have none.
 */
@Injectable()
export class GetAbsenceCalendarUseCase {
  constructor(private readonly calendar: CalendarRepository) {}

  async execute(payload: unknown): Promise<AbsenceCalendar> {
    const parsed = parseCalendarQuery(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const { company_id, user_ids, from, to } = parsed.value;
    const [absences, restDays] = await Promise.all([
      this.calendar.approvedAbsences(company_id, user_ids, from, to),
      this.calendar.restDays(company_id, user_ids, from, to),
    ]);
    return calendarDays(absences, restDays, from, to);
  }
}
