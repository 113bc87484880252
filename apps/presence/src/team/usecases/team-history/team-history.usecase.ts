import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceHistoryPage } from '@presently/contracts';
import type { HistoryRequest } from '../../../common/domain/history-query';
import { HistoryLister } from '../../../records/history-lister.service';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';

export interface TeamHistoryRequest {
  history: HistoryRequest;
  userId: number | null;
  departmentId: number | null;
  teamId: number | null;
}

/** /presence history: records of my scope (or of one user in it: 403 outside, 404 in another company), newest first. */
@Injectable()
export class TeamHistoryUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly lister: HistoryLister,
  ) {}

  async execute(actor: Actor, q: TeamHistoryRequest, meta: MessageMeta): Promise<PresenceHistoryPage> {
    const s = await this.scopes.teamActor(actor, meta);
    const users = q.userId ? [await this.scopes.target(s, q.userId, meta)] : await this.scopes.users(s, { departmentId: q.departmentId, teamId: q.teamId });
    return this.lister.list(actor.companyId, s.settings, users, q.history, new Date(), meta);
  }
}
