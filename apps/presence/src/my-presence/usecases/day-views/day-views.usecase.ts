import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceDayView } from '@presently/contracts';
import { localDate } from '@presently/presence-rules';
import { assertPersonalPresence } from '../../../common/domain/subject-checks';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { MyPresenceViews } from '../../my-presence-views.service';

/** One day of presence: my day's totals (day-totals), and a day of mine or of a user in my scope (personal history). */
@Injectable()
export class DayViewsUseCase {
  constructor(
    private readonly views: MyPresenceViews,
    private readonly scopes: ScopeResolver,
  ) {}

  /** A day of mine (today when null). */
  async dayTotals(actor: Actor, date: string | null, meta: MessageMeta): Promise<PresenceDayView> {
    const subject = await this.views.me(actor, meta);
    const [day] = await this.views.days(subject, subject.user, [date ?? localDate(new Date(), subject.settings.timezone)], meta);
    return day.view;
  }

  /** POST my-personal-presence-history?date=&user_id=: a day (today when left out) of the actor, or of a user in their scope (403 outside it, 404 in another company). */
  async personalHistory(actor: Actor, q: { date: string | null; userId: number | null }, meta: MessageMeta): Promise<PresenceDayView> {
    if (q.userId === null || q.userId === actor.userId) assertPersonalPresence(actor.roleId);
    const scoped = await this.scopes.scoped(actor, meta);
    const user = q.userId === null ? scoped.me : await this.scopes.target(scoped, q.userId, meta);
    const [day] = await this.views.days({ user: scoped.me, settings: scoped.settings }, user, [q.date ?? localDate(new Date(), scoped.settings.timezone)], meta);
    return day.view;
  }
}
