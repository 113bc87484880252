import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceHistoryPage } from '@presently/contracts';
import { FieldChecker, throwIfInvalid } from '@presently/validation';
import { optionalId } from '../../../common/domain/fields';
import { readHistoryQuery } from '../../../common/domain/history-query';
import { HistoryLister } from '../../../records/history-lister';
import { ScopeResolver } from '../../../records/scope-resolver';

/** /presence history: records of my scope (or of one user in it: 403 outside, 404 in another company), newest first. */
@Injectable()
export class TeamHistoryUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly lister: HistoryLister,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<PresenceHistoryPage> {
    const c = new FieldChecker(payload);
    const q = readHistoryQuery(c);
    const userId = optionalId(c, 'user_id');
    const departmentId = optionalId(c, 'department_id');
    const teamId = optionalId(c, 'team_id');
    throwIfInvalid(c);
    const s = await this.scopes.teamActor(actor, meta);
    const users = userId ? [await this.scopes.target(s, userId, meta)] : await this.scopes.users(s, { departmentId, teamId });
    return this.lister.list(actor.companyId, s.settings, users, q, new Date(), meta);
  }
}
