import { Injectable } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta } from '@presently/contracts';
import { closedMonthsOf } from '@presently/database';
import { NotFoundError, refuseClosedMonth } from '@presently/domain';
import { ScopeResolver } from '../../../scopes/scope-resolver.service';
import { SchedulesRepository } from '../../schedules.repository';

/** Removes one schedule entry (editors, within their scope). */
@Injectable()
export class DeleteScheduleUseCase {
  constructor(
    private readonly scopes: ScopeResolver,
    private readonly schedules: SchedulesRepository,
  ) {}

  async execute(actor: Actor, id: number, meta: MessageMeta): Promise<{ deleted: true }> {
    const s = await this.scopes.editor(actor, meta);
    const found = await this.schedules.findById(actor.companyId, id);
    if (!found) throw new NotFoundError(ERROR_KEYS.notFound);
    const user = await this.scopes.editable(s, found.userId, meta);
    refuseClosedMonth(await closedMonthsOf(this.schedules.manager(), 'presence', actor.companyId), user.departmentId, [found.date]);
    await this.schedules.remove(actor.companyId, found.id);
    return { deleted: true };
  }
}
