import { Injectable } from '@nestjs/common';
import type { AbsenceCalendar } from '@presently/contracts';
import { AbsenceRequestsRepository } from '../../../requests/absence-requests.repository';
import { RestDaysRepository } from '../../../rest-days/rest-days.repository';
import { calendarDays } from '../../domain/calendar-days';
import type { CalendarQuery } from '../../domain/calendar-query';

/**
 * What presence classifies days by: the approved absences (one row per day) and the rest days of
 * some users of a company over a period. Users of another company, or nobody, simply have none.
 */
@Injectable()
export class GetAbsenceCalendarUseCase {
  constructor(
    private readonly requests: AbsenceRequestsRepository,
    private readonly restDays: RestDaysRepository,
  ) {}

  async execute(query: CalendarQuery): Promise<AbsenceCalendar> {
    const { company_id, user_ids, from, to } = query;
    const [absences, restDays] = await Promise.all([
      this.requests.approvedTouching(company_id, user_ids, from, to),
      this.restDays.within(company_id, user_ids, from, to),
    ]);
    return calendarDays(absences, restDays, from, to);
  }
}
