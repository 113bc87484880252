import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, TodayRow } from '@presently/contracts';
import { localDate } from '@presently/presence-rules';
import { PresenceViewsBuilder } from '../../../records/presence-views.builder';
import { RecordsRepository } from '../../../records/records.repository';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';

/** /presence today: who of my scope is in, on which kind since when, and how much they worked today (active users, by name). */
@Injectable()
export class TodayUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly builder: PresenceViewsBuilder,
    private readonly records: RecordsRepository,
  ) {}

  async execute(actor: Actor, filter: { departmentId: number | null; teamId: number | null }, meta: MessageMeta): Promise<TodayRow[]> {
    const { departmentId, teamId } = filter;
    const s = await this.scopes.teamActor(actor, meta);
    const users = await this.scopes.users(s, { departmentId, teamId, activeOnly: true });
    const now = new Date();
    const today = localDate(now, s.settings.timezone);
    const [days, open] = await Promise.all([
      this.builder.days({ companyId: actor.companyId, settings: s.settings, users, dates: [today], now, meta }),
      this.records.openFor(actor.companyId, users.map((u) => u.userId)),
    ]);
    const openBy = new Map(open.map((r) => [r.userId, r]));
    return users.map((u) => {
      const [day] = days.get(u.userId) ?? [];
      const current = openBy.get(u.userId) ?? null;
      const view = current ? day?.view.records.find((r) => r.id === current.id) : undefined;
      return {
        user_id: u.userId,
        full_name: u.fullName,
        team_id: u.teamId,
        department_id: u.departmentId,
        kind: current?.kind ?? null,
        presence_type_id: view?.presence_type_id ?? null,
        since: current ? current.startedAt.toISOString() : null,
        worked_minutes_today: day?.totals.workedMinutes ?? 0,
      };
    });
  }
}
