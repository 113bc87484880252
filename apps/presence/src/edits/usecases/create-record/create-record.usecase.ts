import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, PresenceRecordView } from '@presently/contracts';
import { PresenceChangeAnnouncer } from '../../../board/presence-change.announcer';
import { RecordWriter } from '../../../records/record-writer.service';
import { RecordsRepository } from '../../../records/records.repository';
import type { NewRecordEdit } from '../../domain/record-edit';
import { RecordEditing } from '../../record-editing.service';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { ClosedMonthsGuard } from '../../closed-months.guard';

/**
 * A record added by a manager (source edit) with a reason. The records it overlaps are trimmed, split
 * or removed and a touching one of the same kind merged, in the same transaction; every record touched
 * is audited. Answers the record that holds the new time.
 */
@Injectable()
export class CreateRecordUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly editing: RecordEditing,
    private readonly records: RecordsRepository,
    private readonly writer: RecordWriter,
    private readonly announcer: PresenceChangeAnnouncer,
    private readonly closedMonths: ClosedMonthsGuard,
  ) {}

  async execute(actor: Actor, input: NewRecordEdit, meta: MessageMeta): Promise<PresenceRecordView> {
    const s = await this.scopes.editor(actor, meta);
    const user = await this.scopes.editable(s, input.userId, meta);
    const placed = await this.records.transaction(async (em) => {
      await this.records.lockUser(em, user.userId);
      await this.closedMonths.refuse(em, user, s.settings.timezone, [], { start: input.start, end: input.end });
      const result = await this.writer.place(em, {
        companyId: actor.companyId,
        userId: user.userId,
        kind: input.kind,
        start: input.start,
        end: input.end,
        source: 'edit',
        auditIncoming: true,
        ctx: { actorUserId: actor.userId, reason: input.reason },
      });
      // The live board: what the user is on now (an open record added by hand puts them in).
      await this.announcer.current(em, meta, user, 'edit', { timezone: s.settings.timezone, starts: result.starts });
      return result;
    });
    return this.editing.answer(s, user, placed, meta);
  }
}
