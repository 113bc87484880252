import { Injectable } from '@nestjs/common';
import { type Actor, type MessageMeta, type ScheduleEntry } from '@presently/contracts';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import type { ScheduleListing } from '../../domain/schedule-input';
import { toScheduleEntry } from '../../schedule-entry.presenter';
import { SchedulesRepository } from '../../schedules.repository';

/** The schedules of my scope (or of one user in it) dated from..to (at most 62 days), by date and name. */
@Injectable()
export class ListSchedulesUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly schedules: SchedulesRepository,
  ) {}

  async execute(actor: Actor, q: ScheduleListing, meta: MessageMeta): Promise<ScheduleEntry[]> {
    const s = await this.scopes.teamActor(actor, meta);
    const users = q.userId ? [await this.scopes.target(s, q.userId, meta)] : await this.scopes.users(s);
    const names = new Map(users.map((u) => [u.userId, u.fullName]));
    const rows = await this.schedules.forUsers(actor.companyId, [...names.keys()], q.from, q.to);
    return rows
      .map((r) => toScheduleEntry(r, names.get(r.userId) ?? ''))
      .sort((a, b) => a.date.localeCompare(b.date) || a.full_name.localeCompare(b.full_name) || a.user_id - b.user_id);
  }
}
