import { Injectable } from '@nestjs/common';
import type { Actor, DashboardPresence, InNowRow, LateRow, MessageMeta, OnLeaveRow } from '@presently/contracts';
import { addDays } from '@presently/domain';
import { datesBetween, dayBounds, isoWeekOf, localDate, sumTotals, weekDates, weekRef } from '@presently/presence-rules';
import { mayUsePersonalPresence } from '../../../common/domain/scope';
import { rulesOf } from '../../../common/domain/user-rules';
import type { PresenceUser } from '../../../copies/entities/presence-user.entity';
import { DayFactsProvider } from '../../../facts/day-facts.provider';
import { OrgClient } from '../../../peers/org.client';
import { totalsView } from '../../../records/domain/presence-views';
import { PresenceViewsBuilder } from '../../../records/presence-views.builder';
import { RecordsRepository } from '../../../records/records.repository';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { absenceDaysByType, absentByType, backOn, countKinds, graceMinutesOf, latenessOf } from '../../domain/board-rules';

/** How far ahead the dashboard looks for holidays and for the day someone on leave is back. */
const HORIZON_DAYS = 62;

const person = (u: PresenceUser) => ({ user_id: u.userId, full_name: u.fullName, team_id: u.teamId, department_id: u.departmentId });

/**
 * The dashboard's presence sections for the actor's scope (the managers' scope; role 5 refused): who
 * is in now by kind, late today, on leave and absent today, this week's worked against scheduled
 * time, this month's absence days by type, upcoming holidays, and the actor's own week when they clock.
 */
@Injectable()
export class DashboardPresenceUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly builder: PresenceViewsBuilder,
    private readonly records: RecordsRepository,
    private readonly facts: DayFactsProvider,
    private readonly org: OrgClient,
  ) {}

  async execute(actor: Actor, meta: MessageMeta): Promise<DashboardPresence> {
    const s = await this.scopes.teamActor(actor, meta);
    const users = await this.scopes.users(s, { activeOnly: true });
    const tz = s.settings.timezone;
    const now = new Date();
    const today = localDate(now, tz);
    const { year, weeknum } = isoWeekOf(today);
    const week = weekDates(year, weeknum);
    const monthStart = `${today.slice(0, 7)}-01`;
    const monthEnd = addDays(`${addDays(monthStart, 40).slice(0, 7)}-01`, -1);
    const factsFrom = monthStart < week[0] ? monthStart : week[0];
    const horizon = addDays(today, HORIZON_DAYS);
    const factsTo = monthEnd > horizon ? monthEnd : horizon;
    const ids = users.map((u) => u.userId);
    const clocks = mayUsePersonalPresence(actor.roleId);

    const [days, open, book, holidays, mine] = await Promise.all([
      this.builder.days({ companyId: actor.companyId, settings: s.settings, users, dates: week, now, meta }),
      this.records.openFor(actor.companyId, ids),
      this.facts.book({
        companyId: actor.companyId,
        timezone: tz,
        people: users.map((u) => ({ userId: u.userId, nationalityId: u.nationalityId, religionId: u.religionId })),
        from: factsFrom,
        to: factsTo,
        meta,
        strict: true,
      }),
      this.org.holidays(actor.companyId, today, horizon, meta),
      clocks && !ids.includes(s.me.userId)
        ? this.builder.days({ companyId: actor.companyId, settings: s.settings, users: [s.me], dates: week, now, meta })
        : Promise.resolve(null),
    ]);

    const openBy = new Map(open.map((r) => [r.userId, r]));
    const dayStart = dayBounds(today, tz).start;
    const inNow: InNowRow[] = [];
    const late: LateRow[] = [];
    const onLeave: OnLeaveRow[] = [];
    const absent: Array<{ absenceTypeId: number | null; unexplained: boolean }> = [];
    for (const u of users) {
      const current = openBy.get(u.userId) ?? null;
      inNow.push({ ...person(u), kind: current?.kind ?? null, since: current?.startedAt.toISOString() ?? null });
      const todayView = (days.get(u.userId) ?? []).find((d) => d.view.date === today)?.view;
      const facts = book.get(u.userId, today);
      const excused = facts.absenceTypeId !== null || facts.holiday !== null || facts.restDay;
      const arrivals = (todayView?.records ?? []).filter((r) => r.kind === 'work' || r.kind === 'field_work').map((r) => new Date(r.start));
      const lateness = latenessOf({
        scheduled: (todayView?.scheduled ?? []).map((x) => ({ start: new Date(x.start), end: new Date(x.end) })),
        dayStart,
        arrivals,
        now,
        graceMinutes: graceMinutesOf(rulesOf(u.workSettings, s.settings)),
        excused,
      });
      if (lateness) {
        late.push({ ...person(u), scheduled_start: lateness.scheduledStart.toISOString(), arrived_at: lateness.arrivedAt?.toISOString() ?? null, late_minutes: lateness.lateMinutes });
      }
      absent.push({ absenceTypeId: facts.absenceTypeId, unexplained: lateness !== null && lateness.arrivedAt === null && current === null });
      if (facts.absenceTypeId !== null) {
        const back = backOn(today, (date) => {
          const f = book.get(u.userId, date);
          return { absent: f.absenceTypeId !== null, holiday: f.holiday !== null, restDay: f.restDay };
        }, HORIZON_DAYS);
        onLeave.push({ ...person(u), absence_type_id: facts.absenceTypeId, back_on: back });
      }
    }

    const weekTotals = sumTotals(users.flatMap((u) => (days.get(u.userId) ?? []).map((d) => d.totals)));
    const month = datesBetween(monthStart, monthEnd);
    const myDays = mine?.get(s.me.userId) ?? days.get(s.me.userId) ?? [];

    return {
      date: today,
      timezone: tz,
      in_now: inNow,
      counts: countKinds(inNow),
      late: late.sort((a, b) => b.late_minutes - a.late_minutes),
      on_leave: onLeave,
      absent_by_type: absentByType(absent),
      week: { ...weekRef(year, weeknum), worked_minutes: weekTotals.workedMinutes, scheduled_minutes: weekTotals.scheduledMinutes },
      month_absences: absenceDaysByType(users.flatMap((u) => month.map((date) => ({ absenceTypeId: book.get(u.userId, date).absenceTypeId })))),
      upcoming_holidays: [...holidays]
        .filter((h) => h.date >= today)
        .sort((a, b) => a.date.localeCompare(b.date))
        .slice(0, 5)
        .map((h) => ({ date: h.date, description: h.description })),
      my_week: clocks
        ? {
            ...weekRef(year, weeknum),
            days: myDays.map((d) => ({ date: d.view.date, totals: d.view.totals })),
            totals: totalsView(sumTotals(myDays.map((d) => d.totals))),
          }
        : null,
    };
  }
}
