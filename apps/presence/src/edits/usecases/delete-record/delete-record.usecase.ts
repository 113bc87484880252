import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta } from '@presently/contracts';
import { NotFoundError } from '@presently/messaging';
import { RecordWriter } from '../../../records/record-writer';
import { RecordsRepository } from '../../../records/records.repository';
import { parseRecordDelete } from '../../domain/record-edit';
import { valid } from '../../../common/domain/parsed';
import { RecordEditing } from '../../../records/record-editing';

/** Deletes a record with a reason; its audit trail stays and can still be listed. */
@Injectable()
export class DeleteRecordUseCase {
  constructor(
    private readonly editing: RecordEditing,
    private readonly records: RecordsRepository,
    private readonly writer: RecordWriter,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<{ deleted: true }> {
    const input = valid(parseRecordDelete(payload));
    const s = await this.editing.editor(actor, meta);
    const found = await this.editing.record(actor.companyId, input.id);
    const user = await this.editing.subject(s, found.userId, meta);
    await this.records.transaction(async (em) => {
      await this.records.lockUser(em, user.userId);
      const current = await this.records.findById(em, actor.companyId, input.id);
      if (!current) throw new NotFoundError(ERROR_KEYS.notFound);
      await this.writer.remove(em, current, { actorUserId: actor.userId, reason: input.reason });
    });
    return { deleted: true };
  }
}
