import { Injectable } from '@nestjs/common';
import { type Actor, type MessageMeta, type ScheduleEntry } from '@presently/contracts';
import { ValidationFailedError } from '@presently/messaging';
import { ScopeResolver } from '../../../records/scope-resolver';
import { parseScheduleQuery } from '../../domain/schedule-input';
import { toScheduleEntry } from '../../schedule-views';
import { SchedulesRepository } from '../../schedules.repository';

/** The schedules of my scope (or of one user in it) dated from..to (at most 62 days), by date and name. */
@Injectable()
export class ListSchedulesUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly schedules: SchedulesRepository,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<ScheduleEntry[]> {
    const parsed = parseScheduleQuery(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const q = parsed.value;
    const s = await this.scopes.teamActor(actor, meta);
    const users = q.userId ? [await this.scopes.target(s, q.userId, meta)] : await this.scopes.users(s);
    const names = new Map(users.map((u) => [u.userId, u.fullName]));
    const rows = await this.schedules.forUsers(actor.companyId, [...names.keys()], q.from, q.to);
    return rows
      .map((r) => toScheduleEntry(r, names.get(r.userId) ?? ''))
      .sort((a, b) => a.date.localeCompare(b.date) || a.full_name.localeCompare(b.full_name) || a.user_id - b.user_id);
  }
}
