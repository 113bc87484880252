import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta, PRESENCE_ERRORS, type PresenceRecordView } from '@presently/contracts';
import { DomainError, ForbiddenError, NotFoundError } from '@presently/messaging';
import { mayEdit, mayEditOwn } from '../common/domain/scope';
import type { PresenceUser } from '../copies/entities/presence-user.entity';
import type { PresenceRecord } from './entities/presence-record.entity';
import type { PlacementResult } from './record-writer';
import { PresenceViewsBuilder } from './presence-views.builder';
import { RecordsRepository } from './records.repository';
import { ScopeResolver, type ScopedActor } from './scope-resolver';

/**
 * What record edits share: who may edit (roles 1, 2, 3, 6, 7, 8 within their scope; team leads and
 * department managers their own records only when the company lets leads schedule their own work
 * time), finding a record of the company (404 otherwise), and the answer.
 */
@Injectable()
export class RecordEditing {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly records: RecordsRepository,
    private readonly views: PresenceViewsBuilder,
  ) {}

  async editor(actor: Actor, meta: MessageMeta): Promise<ScopedActor> {
    const s = await this.scopes.teamActor(actor, meta);
    if (!mayEdit(actor.roleId)) throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
    return s;
  }

  /** The user whose records are edited: in the company (404), in the scope (403), and not oneself unless allowed (403). */
  async subject(s: ScopedActor, userId: number, meta: MessageMeta): Promise<PresenceUser> {
    const user = await this.scopes.target(s, userId, meta);
    if (user.userId === s.me.userId && !mayEditOwn(s.actor.roleId, s.settings.leads_schedule_own_work_time)) {
      throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
    }
    return user;
  }

  async record(companyId: number, id: number): Promise<PresenceRecord> {
    const record = await this.records.findById(this.records.manager, companyId, id);
    if (!record) throw new NotFoundError(ERROR_KEYS.notFound);
    return record;
  }

  /** The record that holds the placed time (the one it merged into, when merged). */
  async answer(s: ScopedActor, user: PresenceUser, placed: PlacementResult, meta: MessageMeta): Promise<PresenceRecordView> {
    const record = placed.holder;
    if (!record) throw new NotFoundError(ERROR_KEYS.notFound);
    const [view] = await this.views.recordViews(s.actor.companyId, s.settings, new Map([[user.userId, user]]), [record], new Date(), meta, false);
    return view;
  }
}

export const noChanges = (): DomainError => new DomainError(PRESENCE_ERRORS.noChanges, 422);
