import { Injectable } from '@nestjs/common';
import { type Actor, type MessageMeta, packReportDays, type ReportDaysAnswer, type ReportDaysRequest } from '@presently/contracts';
import { ValidationFailedError } from '@presently/domain';
import { datesBetween } from '@presently/presence-rules';
import { PresenceViewsBuilder } from '../../../records/presence-views.builder';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { packableDayOf, reportDay, reportDayOf } from '../../domain/report-day';

/**
 * A page of employees of the actor's scope (by name) with their classified days, for the reports
 * service: the same classification every presence screen shows, rounded or raw (a closed month's days
 * with the settings it was closed with).
 */
@Injectable()
export class ListReportDaysUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly builder: PresenceViewsBuilder,
  ) {}

  async execute(actor: Actor, q: ReportDaysRequest, meta: MessageMeta): Promise<ReportDaysAnswer> {
    if (q.to < q.from) throw new ValidationFailedError({ to: ['from_after_to'] });
    const dates = datesBetween(q.from, q.to);
    if (dates.length > 366) throw new ValidationFailedError({ to: ['period_too_long'] });
    const s = await this.scopes.teamActor(actor, meta);
    const filter = { departmentId: q.department_id ?? null, teamId: q.team_id ?? null, ...(q.user_id ? { userIds: [q.user_id] } : {}) };
    const { users: page, total } = await this.scopes.usersPage(s, filter, q.offset, q.limit);
    const now = new Date();
    const req = { companyId: actor.companyId, settings: s.settings, users: page, dates, now, meta, mode: q.mode };
    const employees = page.map((u) => ({ user_id: u.userId, full_name: u.fullName, department_id: u.departmentId, team_id: u.teamId }));
    if (q.with_records === true) {
      // The detailed report lists the records: the days' full views.
      const days = await this.builder.days(req);
      return {
        total,
        timezone: s.settings.timezone,
        employees,
        days: page.flatMap((u) => (days.get(u.userId) ?? []).map((d) => reportDay(u.userId, d.view, d.classified, d.rules, true))),
      };
    }
    // Every other report reads the figures only: no view of a day, its records or its segments is made.
    if (q.packed === true) {
      const days = await this.builder.figures(req, (f, _u, rules) => packableDayOf(f, rules));
      return { total, timezone: s.settings.timezone, employees, packed: packReportDays(dates, page.map((u) => days.get(u.userId) ?? [])) };
    }
    const days = await this.builder.figures(req, (f, u, rules) => reportDayOf(u.userId, f, rules));
    return { total, timezone: s.settings.timezone, employees, days: page.flatMap((u) => days.get(u.userId) ?? []) };
  }
}
