import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceDayView } from '@presently/contracts';
import { localDate } from '@presently/presence-rules';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { optionalDate, optionalId } from '../../../common/domain/fields';
import { assertPersonalPresence } from '../../../common/domain/subject-checks';
import { ScopeResolver } from '../../../records/scope-resolver';
import { MyPresenceViews } from '../../my-presence.views';

/** One day of presence: my day's totals (day-totals), and a day of mine or of a user in my scope (personal history). */
@Injectable()
export class DayViewsUseCase {
  constructor(
    private readonly views: MyPresenceViews,
    private readonly scopes: ScopeResolver,
  ) {}

  async dayTotals(actor: Actor, payload: unknown, meta: MessageMeta): Promise<PresenceDayView> {
    const subject = await this.views.me(actor, meta);
    const c = new FieldChecker(payload);
    const date = optionalDate(c, 'date');
    throwIfInvalid(c);
    const [day] = await this.views.days(subject, subject.user, [date ?? localDate(new Date(), subject.settings.timezone)], meta);
    return day.view;
  }

  /** POST my-personal-presence-history?date=&user_id=: a day (today when left out) of the actor, or of a user in their scope (403 outside it, 404 in another company). */
  async personalHistory(actor: Actor, payload: unknown, meta: MessageMeta): Promise<PresenceDayView> {
    const c = new FieldChecker(payload);
    const date = optionalDate(c, 'date');
    const userId = optionalId(c, 'user_id');
    throwIfInvalid(c);
    if (userId === null || userId === actor.userId) assertPersonalPresence(actor.roleId);
    const scoped = await this.scopes.scoped(actor, meta);
    const user = userId === null ? scoped.me : await this.scopes.target(scoped, userId as number, meta);
    const [day] = await this.views.days({ user: scoped.me, settings: scoped.settings }, user, [date ?? localDate(new Date(), scoped.settings.timezone)], meta);
    return day.view;
  }
}
