import { Injectable } from '@nestjs/common';
import type { Actor, CalendarPresenceDay, MessageMeta, MyCalendarQuery } from '@presently/contracts';
import { datesBetween } from '@presently/domain';
import { totalsView } from '../../../records/domain/presence-views';
import { MyPresenceViews } from '../../../my-presence/my-presence-views.service';
import { calendarDay } from '../../domain/calendar-day';

/**
 * The actor's worked time per day of a period (at most 93 days, checked by the contract), classified
 * as on /my-presence: the logged minutes by presence type and the worked total (calendarDay). Days
 * without logged time are left out, so a quarter of an employee's calendar stays small.
 */
@Injectable()
export class GetCalendarDaysUseCase {
  constructor(private readonly views: MyPresenceViews) {}

  async execute(actor: Actor, q: MyCalendarQuery, meta: MessageMeta): Promise<CalendarPresenceDay[]> {
    const subject = await this.views.me(actor, meta);
    const days = await this.views.days(subject, subject.user, datesBetween(q.from, q.to), meta);
    return days.map((d) => calendarDay(d.view.date, totalsView(d.totals))).filter((d): d is CalendarPresenceDay => d !== null);
  }
}
