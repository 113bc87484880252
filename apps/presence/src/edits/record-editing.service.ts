import { Injectable } from '@nestjs/common';
import { ERROR_KEYS, type MessageMeta, PRESENCE_ERRORS, type PresenceRecordView } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/domain';
import type { PresenceUser } from '../copies/entities/presence-user.entity';
import type { PresenceRecord } from '../records/entities/presence-record.entity';
import { PresenceViewsBuilder } from '../records/presence-views.builder';
import type { PlacementResult } from '../records/record-writer.service';
import { RecordsRepository } from '../records/records.repository';
import type { ScopedActor } from '../scopes/scope-resolver.service';

/**
 * What record edits share beyond who may edit (ScopeResolver.editor / editable): finding a record of
 * the company (404 otherwise), and the answer.
 */
@Injectable()
export class RecordEditing {
  constructor(
    private readonly records: RecordsRepository,
    private readonly views: PresenceViewsBuilder,
  ) {}

  async record(companyId: number, id: number): Promise<PresenceRecord> {
    const record = await this.records.findById(companyId, id);
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
