import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, TeamWeekQuery, TeamWeekView, WeekRef } from '@presently/contracts';
import { sumTotals, weekDates } from '@presently/presence-rules';
import { FieldChecker, optionalId, throwIfInvalid } from '@presently/validation';
import { optionalIdList } from '../../../common/domain/fields';
import { totalsView } from '../../../records/domain/presence-views';
import { PresenceViewsBuilder } from '../../../records/presence-views.builder';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { readWeek } from '../../../common/domain/week-query';

/** /presence weekly: per user of my scope (narrowed by user_ids, department, team), the week's days and totals. */
@Injectable()
export class TeamWeekUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly builder: PresenceViewsBuilder,
  ) {}

  async execute(actor: Actor, query: TeamWeekQuery, meta: MessageMeta): Promise<TeamWeekView> {
    const s = await this.scopes.teamActor(actor, meta);
    const c = new FieldChecker(query);
    const now = new Date();
    const ref = readWeek(c, s.settings.timezone, now);
    const userIds = optionalIdList(c, 'user_ids');
    const departmentId = optionalId(c, 'department_id', { digits: true });
    const teamId = optionalId(c, 'team_id', { digits: true });
    throwIfInvalid(c);
    const week = ref as WeekRef;
    const users = await this.scopes.users(s, { userIds, departmentId, teamId });
    const days = await this.builder.days({ companyId: actor.companyId, settings: s.settings, users, dates: weekDates(week.year, week.weeknum), now, meta });
    return {
      ...week,
      show_saturday: s.settings.show_saturday,
      show_sunday: s.settings.show_sunday,
      rows: users.map((u) => {
        const mine = days.get(u.userId) ?? [];
        return {
          user_id: u.userId,
          full_name: u.fullName,
          days: mine.map((d) => ({
            date: d.view.date,
            totals: d.view.totals,
            holiday: d.view.holiday,
            absence_type_id: d.view.absence_type_id,
            rest_day: d.view.rest_day,
          })),
          totals: totalsView(sumTotals(mine.map((d) => d.totals))),
        };
      }),
    };
  }
}
