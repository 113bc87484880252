import { Injectable } from '@nestjs/common';
import type { Actor, DayTotals, MessageMeta, PresenceTotals, PresenceWeekView, WeekDates, WeekQuery, WeekRef, YearQuery } from '@presently/contracts';
import { isoWeekOf, localDate, weekDates, weekRef, weeksOfYear } from '@presently/presence-rules';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { readWeek, readYear } from '../../../common/domain/week-query';
import { totalsView } from '../../../records/domain/presence-views';
import { MyPresenceViews } from '../../my-presence-views.service';

/**
 * The week views of my presence: a week by date (given-day-week) or by weeknum/year (current-week),
 * the weeks of a year, a week's dates, its totals and its per-day totals. Weeks are ISO weeks of the
 * company's zone; a missing weeknum or date means now.
 */
@Injectable()
export class WeekViewsUseCase {
  constructor(private readonly views: MyPresenceViews) {}

  async givenDayWeek(actor: Actor, date: string | null, meta: MessageMeta): Promise<PresenceWeekView> {
    const subject = await this.views.me(actor, meta);
    const day = date ?? localDate(new Date(), subject.settings.timezone);
    const { year, weeknum } = isoWeekOf(day);
    return this.views.week(subject, weekRef(year, weeknum), meta);
  }

  async currentWeek(actor: Actor, query: WeekQuery, meta: MessageMeta): Promise<PresenceWeekView> {
    const subject = await this.views.me(actor, meta);
    return this.views.week(subject, this.week(query, subject.settings.timezone), meta);
  }

  async allWeeks(actor: Actor, query: YearQuery, meta: MessageMeta): Promise<WeekRef[]> {
    const subject = await this.views.me(actor, meta);
    const c = new FieldChecker(query);
    const year = readYear(c, subject.settings.timezone, new Date());
    throwIfInvalid(c);
    return weeksOfYear(year as number);
  }

  async weeklyDates(actor: Actor, query: WeekQuery, meta: MessageMeta): Promise<WeekDates> {
    const subject = await this.views.me(actor, meta);
    const ref = this.week(query, subject.settings.timezone);
    return { ...ref, dates: weekDates(ref.year, ref.weeknum) };
  }

  async totals(actor: Actor, query: WeekQuery, meta: MessageMeta): Promise<PresenceTotals> {
    const subject = await this.views.me(actor, meta);
    return (await this.views.week(subject, this.week(query, subject.settings.timezone), meta)).totals;
  }

  async weekTotals(actor: Actor, query: WeekQuery, meta: MessageMeta): Promise<DayTotals[]> {
    const subject = await this.views.me(actor, meta);
    const ref = this.week(query, subject.settings.timezone);
    const days = await this.views.days(subject, subject.user, weekDates(ref.year, ref.weeknum), meta);
    return days.map((d) => ({ date: d.view.date, totals: totalsView(d.totals) }));
  }

  /** The week a query names in the company's zone (a week 53 of a year that has 52 is invalid_option). */
  private week(query: WeekQuery, timezone: string): WeekRef {
    const c = new FieldChecker(query);
    const ref = readWeek(c, timezone, new Date());
    throwIfInvalid(c);
    return ref as WeekRef;
  }
}
