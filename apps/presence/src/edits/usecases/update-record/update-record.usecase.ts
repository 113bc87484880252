import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta, type PresenceRecordView } from '@presently/contracts';
import { PresenceChangeAnnouncer } from '../../../board/presence-change.announcer';
import { RecordWriter } from '../../../records/record-writer.service';
import { RecordsRepository } from '../../../records/records.repository';
import { applyChange, type RecordChange } from '../../domain/record-edit';
import { NotFoundError, valid } from '@presently/domain';
import { noChanges, RecordEditing } from '../../record-editing.service';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { ClosedMonthsGuard } from '../../closed-months.guard';

/**
 * New kind or times of a record, with a reason: the times before are kept as previous, the first
 * registered ones stay; overlaps are resolved and audited in the same transaction. A change that
 * changes nothing is no_changes_to_save (422).
 */
@Injectable()
export class UpdateRecordUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly editing: RecordEditing,
    private readonly records: RecordsRepository,
    private readonly writer: RecordWriter,
    private readonly announcer: PresenceChangeAnnouncer,
    private readonly closedMonths: ClosedMonthsGuard,
  ) {}

  async execute(actor: Actor, change: RecordChange, meta: MessageMeta): Promise<PresenceRecordView> {
    const s = await this.scopes.editor(actor, meta);
    const found = await this.editing.record(actor.companyId, change.id);
    const user = await this.scopes.editable(s, found.userId, meta);
    const placed = await this.records.transaction(async (em) => {
      await this.records.lockUser(em, user.userId);
      const current = await this.records.findById(actor.companyId, change.id, em);
      if (!current) throw new NotFoundError(ERROR_KEYS.notFound);
      const next = applyChange({ kind: current.kind, start: current.startedAt, end: current.endedAt }, change, new Date());
      if (next === 'no_changes') throw noChanges();
      const times = valid(next);
      await this.closedMonths.refuse(em, user, s.settings.timezone, [{ start: current.startedAt, end: current.endedAt }], { start: times.start, end: times.end });
      const result = await this.writer.place(em, {
        companyId: actor.companyId,
        userId: user.userId,
        kind: times.kind,
        start: times.start,
        end: times.end,
        existing: current,
        auditIncoming: true,
        ctx: { actorUserId: actor.userId, reason: change.reason },
      });
      await this.announcer.current(em, meta, user, 'edit', { timezone: s.settings.timezone, starts: [current.startedAt, ...result.starts] });
      return result;
    });
    return this.editing.answer(s, user, placed, meta);
  }
}
