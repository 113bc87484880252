import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta } from '@presently/contracts';
import { NotFoundError, ValidationFailedError } from '@presently/messaging';
import { RecordEditing } from '../../../records/record-editing';
import { parseScheduleId } from '../../domain/schedule-input';
import { SchedulesRepository } from '../../schedules.repository';

/** Removes one schedule entry (editors, within their scope). */
@Injectable()
export class DeleteScheduleUseCase {
  constructor(
    private readonly editing: RecordEditing,
    private readonly schedules: SchedulesRepository,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<{ deleted: true }> {
    const parsed = parseScheduleId(payload);
    if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
    const s = await this.editing.editor(actor, meta);
    const found = await this.schedules.findById(actor.companyId, parsed.value);
    if (!found) throw new NotFoundError(ERROR_KEYS.notFound);
    await this.editing.subject(s, found.userId, meta);
    await this.schedules.remove(actor.companyId, found.id);
    return { deleted: true };
  }
}
