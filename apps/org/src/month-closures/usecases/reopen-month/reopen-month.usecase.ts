import { Injectable } from '@nestjs/common';
import { ACCESS_RULES, type Actor, type MessageMeta, Paths, ReopenMonthRequest, roleSatisfies } from '@presently/contracts';
import { ForbiddenError, NotFoundError, ValidationFailedError } from '@presently/domain';
import { FIELD_ERRORS, readRequest } from '@presently/validation';
import { UsersRepository } from '../../../user-records/users.repository';
import { MonthClosureAnnouncer } from '../../month-closure.announcer';
import { MonthClosuresRepository } from '../../month-closures.repository';

/** HR (or an administrator) reopens a closed month with a reason: the closure goes, its trail stays, the copies hear of it. */
@Injectable()
export class ReopenMonthUseCase {
  constructor(
    private readonly closures: MonthClosuresRepository,
    private readonly users: UsersRepository,
    private readonly announcer: MonthClosureAnnouncer,
  ) {}

  async execute(actor: Actor, payload: unknown, meta: MessageMeta): Promise<{ reopened: true }> {
    if (!roleSatisfies(ACCESS_RULES[Paths.monthClosures], actor.roleId)) throw new ForbiddenError();
    const input = readRequest(ReopenMonthRequest, payload);
    const reason = input.reason?.trim();
    if (!reason) throw new ValidationFailedError({ reason: [FIELD_ERRORS.required] });
    await this.closures.transaction(async (em) => {
      await this.closures.lockForClosing(em, actor.companyId);
      const closure = await this.closures.find(em, actor.companyId, input.closure_id);
      if (!closure) throw new NotFoundError();
      const actorName = (await this.users.findInCompany(actor.companyId, actor.userId, em))?.fullName ?? '';
      await this.closures.delete(em, actor.companyId, closure.id);
      await this.closures.audit(em, { companyId: actor.companyId, month: closure.month, departmentId: closure.departmentId, action: 'reopened', actorUserId: actor.userId, actorName, reason });
      await this.announcer.changed(em, meta, closure, false);
    });
    return { reopened: true };
  }
}
