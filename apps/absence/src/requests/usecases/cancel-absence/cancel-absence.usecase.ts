import { Injectable } from '@nestjs/common';
import { ABSENCE_CANCELLED, ABSENCE_ERRORS, type AbsenceView, type Actor, type MessageMeta } from '@presently/contracts';
import { requestTouches, todayIn } from '@presently/absence-rules';
import { ConflictError, ForbiddenError, NotFoundError } from '@presently/domain';
import { EventOutbox } from '@presently/service-runtime';
import { ClosedMonthsReader } from '../../../closed-months/closed-months.reader';
import { SubstitutesRepository } from '../../../substitutes/substitutes.repository';
import { AbsenceRequestsRepository } from '../../absence-requests.repository';
import { toAbsenceView } from '../../absence-view.presenter';
import { emailSwitches, nextApproverRecipient, withSubstitutes } from '../../domain/request-context';
import { OrgContextClient } from '../../org-context.client';

/**
 * The requester (or whoever submitted it) cancels: a pending request at once; an approved one that
 * has not started waits for its last approver to confirm (its days stay taken until then; one with
 * no chain is cancelled at once); one that has started cannot be cancelled (409).
 */
@Injectable()
export class CancelAbsenceUseCase {
  constructor(
    private readonly requests: AbsenceRequestsRepository,
    private readonly org: OrgContextClient,
    private readonly outbox: EventOutbox,
    private readonly substitutes: SubstitutesRepository,
    private readonly closedMonths: ClosedMonthsReader,
  ) {}

  async execute(actor: Actor, id: number, meta: MessageMeta): Promise<AbsenceView> {
    const utc = new Date().toISOString().slice(0, 10);
    const context = await this.org.of(actor.companyId, actor.userId, utc, utc, meta);
    const today = todayIn(context.company.timezone, new Date());
    return this.requests.transaction(async (em) => {
      const request = await this.requests.lock(em, actor.companyId, id);
      if (!request) throw new NotFoundError();
      if (request.userId !== actor.userId && request.submittedByUserId !== actor.userId) throw new ForbiddenError();
      const [bundle] = await this.requests.bundle(em, [request]);
      const audit = (action: 'cancelled' | 'cancellation_requested') =>
        this.requests.audit(em, { requestId: id, actorUserId: actor.userId, actorName: context.user.full_name, action, detail: null });

      let recipients: ReturnType<typeof nextApproverRecipient> = [];
      if (request.status === 'pending') {
        request.status = 'cancelled';
        request.currentApproverUserId = null;
        await audit('cancelled');
      } else if (request.status === 'approved') {
        if (request.startDate <= today) throw new ConflictError(ABSENCE_ERRORS.alreadyStarted);
        // Not started, but a switched day's day worked instead may lie in a closed month.
        await this.closedMonths.refuse(em, actor.companyId, request.departmentId, requestTouches(request));
        const last = bundle.steps.at(-1);
        if (last) {
          request.status = 'cancellation_pending';
          request.currentApproverUserId = last.holderUserId;
          recipients = withSubstitutes(nextApproverRecipient(last, emailSwitches(context)), await this.substitutes.running(em, actor.companyId, [last.holderUserId], today));
          await audit('cancellation_requested');
        } else {
          request.status = 'cancelled';
          await audit('cancelled');
        }
      } else {
        throw new ConflictError(ABSENCE_ERRORS.notPending);
      }
      await this.requests.save(em, request);
      const view = toAbsenceView({ ...bundle, request });
      await this.outbox.add(em, meta, {
        event: ABSENCE_CANCELLED,
        payload: { company_id: actor.companyId, request: view, actor_user_id: actor.userId, recipients },
        aggregate: `absence-request:${id}`,
      });
      return view;
    });
  }
}
