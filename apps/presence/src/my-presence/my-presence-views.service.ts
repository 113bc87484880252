import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceWeekView, WeekRef } from '@presently/contracts';
import { weekDates } from '@presently/presence-rules';
import type { PresenceUser } from '../copies/entities/presence-user.entity';
import type { Subject } from '../copies/org-directory.service';
import { OrgDirectory } from '../copies/org-directory.service';
import { assertActive, assertPersonalPresence } from '../common/domain/subject-checks';
import { weekView } from '../records/domain/presence-views';
import { PresenceViewsBuilder, type UserDay } from '../records/presence-views.builder';

/** What the my-presence views share: the acting user with their company, and days and weeks of one user. */
@Injectable()
export class MyPresenceViews {
  constructor(
    private readonly directory: OrgDirectory,
    private readonly builder: PresenceViewsBuilder,
  ) {}

  /** The actor, for their own presence (not the general manager and chairman, who have none). */
  async me(actor: Actor, meta: MessageMeta): Promise<Subject> {
    assertPersonalPresence(actor.roleId);
    const subject = await this.directory.subject(actor, meta);
    assertActive(subject.user);
    return subject;
  }

  async days(subject: Subject, user: PresenceUser, dates: string[], meta: MessageMeta, now: Date = new Date()): Promise<UserDay[]> {
    const byUser = await this.builder.days({ companyId: user.companyId, settings: subject.settings, users: [user], dates, now, meta });
    return byUser.get(user.userId) ?? [];
  }

  async week(subject: Subject, ref: WeekRef, meta: MessageMeta): Promise<PresenceWeekView> {
    const days = await this.days(subject, subject.user, weekDates(ref.year, ref.weeknum), meta);
    return weekView(ref, days, subject.settings);
  }
}
