import { Injectable } from '@nestjs/common';
import type { Actor, LiveViewer, MessageMeta } from '@presently/contracts';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { boardScopeOf } from '../../domain/board-rules';

/** Whose changes a live board of this actor may receive: presence's scope of the managers' screens (role 5 refused). */
@Injectable()
export class LiveViewerUseCase {
  constructor(private readonly scopes: ScopeResolver) {}

  async execute(actor: Actor, meta: MessageMeta): Promise<LiveViewer> {
    const s = await this.scopes.teamActor(actor, meta);
    return { company_id: actor.companyId, user_id: actor.userId, scope: boardScopeOf(s.scope) };
  }
}
