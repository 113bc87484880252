import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta } from '@presently/contracts';
import { PresenceChangeAnnouncer } from '../../../board/presence-change.announcer';
import { RecordWriter } from '../../../records/record-writer.service';
import { RecordsRepository } from '../../../records/records.repository';
import { NotFoundError } from '@presently/domain';
import { RecordEditing } from '../../record-editing.service';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { ClosedMonthsGuard } from '../../closed-months.guard';

/** Deletes a record with a reason; its audit trail stays and can still be listed. */
@Injectable()
export class DeleteRecordUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly editing: RecordEditing,
    private readonly records: RecordsRepository,
    private readonly writer: RecordWriter,
    private readonly announcer: PresenceChangeAnnouncer,
    private readonly closedMonths: ClosedMonthsGuard,
  ) {}

  async execute(actor: Actor, input: { id: number; reason: string }, meta: MessageMeta): Promise<{ deleted: true }> {
    const s = await this.scopes.editor(actor, meta);
    const found = await this.editing.record(actor.companyId, input.id);
    const user = await this.scopes.editable(s, found.userId, meta);
    await this.records.transaction(async (em) => {
      await this.records.lockUser(em, user.userId);
      const current = await this.records.findById(actor.companyId, input.id, em);
      if (!current) throw new NotFoundError(ERROR_KEYS.notFound);
      await this.closedMonths.refuse(em, user, s.settings.timezone, [{ start: current.startedAt, end: current.endedAt }]);
      await this.writer.remove(em, current, { actorUserId: actor.userId, reason: input.reason });
      await this.announcer.current(em, meta, user, 'edit', { timezone: s.settings.timezone, starts: [current.startedAt] });
    });
    return { deleted: true };
  }
}
