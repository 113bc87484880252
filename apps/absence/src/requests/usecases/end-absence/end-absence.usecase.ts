import { Injectable } from '@nestjs/common';
import { ABSENCE_ENDED, ABSENCE_ERRORS, type AbsenceView, type Actor, type MessageMeta } from '@presently/contracts';
import { endEarlyError, endEarlyTouches, recount, todayIn } from '@presently/absence-rules';
import { addDays, ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '@presently/domain';
import { EventOutbox } from '@presently/service-runtime';
import { ClosedMonthsReader } from '../../../closed-months/closed-months.reader';
import { RestDaysRepository } from '../../../rest-days/rest-days.repository';
import { AbsenceRequestsRepository } from '../../absence-requests.repository';
import { toAbsenceView } from '../../absence-view.presenter';
import { calendarOf, HR_ROLE, requesterRecipient } from '../../domain/request-context';
import { OrgContextClient } from '../../org-context.client';

/** Who may end someone's absence early: HR, and administrators. */
const MAY_END_EARLY: readonly number[] = [1, HR_ROLE];

/**
 * HR ends an approved absence that has started on an earlier day, with a reason: the period is cut
 * (a half day at its old end goes with it), its days counted again (the balance follows), audited.
 * The requester cannot cancel a started absence; this is the way back to work. The requester is
 * e-mailed (absence.request.ended.v1).
 */
@Injectable()
export class EndAbsenceUseCase {
  constructor(
    private readonly requests: AbsenceRequestsRepository,
    private readonly restDays: RestDaysRepository,
    private readonly org: OrgContextClient,
    private readonly outbox: EventOutbox,
    private readonly closedMonths: ClosedMonthsReader,
  ) {}

  async execute(actor: Actor, id: number, endDate: string, reason: string, meta: MessageMeta): Promise<AbsenceView> {
    if (!MAY_END_EARLY.includes(actor.roleId)) throw new ForbiddenError();
    const found = await this.requests.find(actor.companyId, id);
    if (!found) throw new NotFoundError();
    // The user's calendar and the actor's name from org, before the row is locked.
    const to = addDays(found.endDate, 62);
    const context = await this.org.of(actor.companyId, found.userId, found.startDate, to, meta);
    const actorContext = await this.org.of(actor.companyId, actor.userId, found.startDate, found.startDate, meta);
    const rest = await this.restDays.within(actor.companyId, [found.userId], found.startDate, to);
    const today = todayIn(context.company.timezone, new Date());
    return this.requests.transaction(async (em) => {
      const request = await this.requests.lock(em, actor.companyId, id);
      if (!request) throw new NotFoundError();
      if (request.status !== 'approved') throw new ConflictError(ABSENCE_ERRORS.notPending);
      const error = endEarlyError(request, endDate, today);
      if (error?.field === 'id') throw new ConflictError(error.key);
      if (error) throw new ValidationFailedError({ [error.field]: [error.key] });
      await this.closedMonths.refuse(em, actor.companyId, request.departmentId, endEarlyTouches(request.endDate, endDate));
      const before = request.endDate;
      const beforeDays = request.requestedDays;
      request.endDate = endDate;
      request.halfDay = false;
      const counted = recount(request, calendarOf(context, rest.map((d) => d.date)));
      request.requestedDays = counted.requestedDays;
      request.nextWorkingDay = counted.nextWorkingDay;
      await this.requests.save(em, request);
      await this.requests.audit(em, { requestId: id, actorUserId: actor.userId, actorName: actorContext.user.full_name, action: 'ended_early', detail: `${before} → ${endDate}: ${reason}` });
      const [bundle] = await this.requests.bundle(em, [request]);
      const view = toAbsenceView(bundle);
      await this.outbox.add(em, meta, {
        event: ABSENCE_ENDED,
        payload: { company_id: actor.companyId, request: view, actor_user_id: actor.userId, recipients: requesterRecipient(request), change: { before_days: beforeDays, before_end_date: before, reason } },
        aggregate: `absence-request:${id}`,
      });
      return view;
    });
  }
}
