import { Injectable } from '@nestjs/common';
import {
  ABSENCE_APPROVED,
  ABSENCE_CANCELLED,
  ABSENCE_DECIDED,
  ABSENCE_DECLINED,
  ABSENCE_ERRORS,
  type AbsenceView,
  type Actor,
  approvalDetail,
  type AuditStep,
  type BulkDecisionResult,
  declineDetail,
  type MessageMeta,
} from '@presently/contracts';
import { representedBy, requestTouches, todayIn } from '@presently/absence-rules';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '@presently/domain';
import { EventOutbox } from '@presently/service-runtime';
import { ClosedMonthsReader } from '../../../closed-months/closed-months.reader';
import { SubstitutesRepository } from '../../../substitutes/substitutes.repository';
import { AbsenceRequestsRepository } from '../../absence-requests.repository';
import { toAbsenceView } from '../../absence-view.presenter';
import { emailSwitches, HR_ROLE, nextApproverRecipient, requesterRecipient, withSubstitutes } from '../../domain/request-context';
import type { AbsenceRequestStep } from '../../entities/absence-request-step.entity';
import { OrgContextClient } from '../../org-context.client';

type Decision = { kind: 'approve' } | { kind: 'decline'; reason: string };

/**
 * An approver decides the step of a request that waits for them (or, for a request whose
 * cancellation waits, its last approver confirms or refuses the cancellation). The request row is
 * locked first, so two approvers acting at once leave one decision: the second finds the step
 * decided and gets 409 absence_not_pending.
 */
@Injectable()
export class DecideAbsenceUseCase {
  constructor(
    private readonly requests: AbsenceRequestsRepository,
    private readonly org: OrgContextClient,
    private readonly outbox: EventOutbox,
    private readonly substitutes: SubstitutesRepository,
    private readonly closedMonths: ClosedMonthsReader,
  ) {}

  async approve(actor: Actor, id: number, meta: MessageMeta): Promise<AbsenceView> {
    return this.decide(actor, id, { kind: 'approve' }, meta);
  }

  async decline(actor: Actor, id: number, reason: string, meta: MessageMeta): Promise<AbsenceView> {
    return this.decide(actor, id, { kind: 'decline', reason }, meta);
  }

  async approveAll(actor: Actor, meta: MessageMeta): Promise<BulkDecisionResult> {
    return this.all(actor, { kind: 'approve' }, meta);
  }

  async declineAll(actor: Actor, reason: string, meta: MessageMeta): Promise<BulkDecisionResult> {
    return this.all(actor, { kind: 'decline', reason }, meta);
  }

  /** Each request in its own transaction; one decided meanwhile by someone else is skipped. */
  private async all(actor: Actor, decision: Decision, meta: MessageMeta): Promise<BulkDecisionResult> {
    const context = await this.actorContext(actor, meta);
    const acting = await this.acting(actor, context);
    const waiting = await this.requests.waitingFor(actor.companyId, actor.userId, actor.roleId === HR_ROLE, acting.slice(1));
    const ids: number[] = [];
    for (const r of waiting) {
      try {
        await this.decideWith(actor, r.id, decision, context, acting, meta);
        ids.push(r.id);
      } catch (err) {
        if (!(err instanceof DomainError) || err.status >= 500) throw err;
      }
    }
    return { count: ids.length, ids };
  }

  private async decide(actor: Actor, id: number, decision: Decision, meta: MessageMeta): Promise<AbsenceView> {
    const context = await this.actorContext(actor, meta);
    return this.decideWith(actor, id, decision, context, await this.acting(actor, context), meta);
  }

  /** The actor, then everyone whose steps they decide today as substitute (one hop). */
  private async acting(actor: Actor, context: Awaited<ReturnType<DecideAbsenceUseCase['actorContext']>>): Promise<number[]> {
    const periods = await this.substitutes.standingInFor(actor.companyId, actor.userId);
    return representedBy(actor.userId, periods, todayIn(context.company.timezone, new Date()));
  }

  /** The actor's name and the company's e-mail switches, asked of org before the row is locked. */
  private async actorContext(actor: Actor, meta: MessageMeta) {
    const today = new Date().toISOString().slice(0, 10);
    return this.org.of(actor.companyId, actor.userId, today, today, meta);
  }

  private async decideWith(
    actor: Actor,
    id: number,
    decision: Decision,
    context: Awaited<ReturnType<DecideAbsenceUseCase['actorContext']>>,
    acting: number[],
    meta: MessageMeta,
  ): Promise<AbsenceView> {
    return this.requests.transaction(async (em) => {
      const request = await this.requests.lock(em, actor.companyId, id);
      if (!request) throw new NotFoundError();
      // Approving a request (or confirming its cancellation) would put days into a closed month or take
      // them out of it; declining changes nothing a report shows (pending days are not counted), so it stays possible.
      if (decision.kind === 'approve') await this.closedMonths.refuse(em, actor.companyId, request.departmentId, requestTouches(request));
      const [bundle] = await this.requests.bundle(em, [request]);
      const steps = bundle.steps;
      const now = new Date();
      const actorName = context.user.full_name;
      const audit = (action: Parameters<AbsenceRequestsRepository['audit']>[1]['action'], detail: string | null = null) =>
        this.requests.audit(em, { requestId: id, actorUserId: actor.userId, actorName, action, detail });

      if (request.status === 'cancellation_pending') {
        if (request.currentApproverUserId === null || !acting.includes(request.currentApproverUserId)) throw new ForbiddenError(ABSENCE_ERRORS.notYourStep);
        request.currentApproverUserId = null;
        if (decision.kind === 'approve') {
          request.status = 'cancelled';
          await audit('cancellation_confirmed');
        } else {
          request.status = 'approved';
          await audit('declined', decision.reason);
        }
        await this.requests.save(em, request);
        const view = toAbsenceView({ ...bundle, request });
        await this.outbox.add(em, meta, {
          event: decision.kind === 'approve' ? ABSENCE_CANCELLED : ABSENCE_DECIDED,
          payload: { company_id: actor.companyId, request: view, actor_user_id: actor.userId, recipients: requesterRecipient(request) },
          aggregate: `absence-request:${id}`,
        });
        return view;
      }

      if (request.status !== 'pending') throw new ConflictError(ABSENCE_ERRORS.notPending);
      const step = steps.find((s) => s.status === 'waiting');
      if (!step) throw new ConflictError(ABSENCE_ERRORS.notPending);
      if (!mayAct(step, actor, acting)) throw new ForbiddenError(ABSENCE_ERRORS.notYourStep);

      step.actedByUserId = actor.userId;
      step.actedByName = actorName;
      step.actedAt = now;
      let next: AbsenceRequestStep | undefined;
      if (decision.kind === 'decline') {
        step.status = 'declined';
        step.reason = decision.reason;
        request.status = 'declined';
        request.declineReason = decision.reason;
        request.currentApproverUserId = null;
        await audit('declined', declineDetail(decision.reason, auditStep(step, actor)));
      } else {
        step.status = 'approved';
        next = steps.find((s) => s.position > step.position && s.status === 'upcoming');
        if (next) {
          next.status = 'waiting';
          request.currentApproverUserId = next.holderUserId;
        } else {
          request.status = 'approved';
          request.currentApproverUserId = null;
        }
        await audit('approved', approvalDetail(auditStep(step, actor)));
      }
      await this.requests.saveSteps(em, next ? [step, next] : [step]);
      await this.requests.save(em, request);

      const view = toAbsenceView({ ...bundle, request });
      const event = decision.kind === 'decline' ? ABSENCE_DECLINED : next ? ABSENCE_DECIDED : ABSENCE_APPROVED;
      const approvers = next ? nextApproverRecipient(next, emailSwitches(context)) : [];
      const running = next ? await this.substitutes.running(em, actor.companyId, [next.holderUserId], todayIn(context.company.timezone, new Date())) : [];
      const recipients = [...withSubstitutes(approvers, running), ...requesterRecipient(request)];
      await this.outbox.add(em, meta, {
        event,
        payload: { company_id: actor.companyId, request: view, actor_user_id: actor.userId, recipients },
        aggregate: `absence-request:${id}`,
      });
      return view;
    });
  }
}

/** The holder (or their substitute while it runs) decides their step; any HR person may decide the HR step. */
function mayAct(step: AbsenceRequestStep, actor: Actor, acting: number[]): boolean {
  return acting.includes(step.holderUserId) || (step.step === 'human_resources' && actor.roleId === HR_ROLE);
}

/** The step, and for whom a substitute decided it: the audit shows both names (the chain too: holder and actor). */
function auditStep(step: AbsenceRequestStep, actor: Actor): AuditStep {
  return asSubstitute(step, actor) ? { step: step.step, forHolder: step.holderName } : { step: step.step };
}

function asSubstitute(step: AbsenceRequestStep, actor: Actor): boolean {
  return step.holderUserId !== actor.userId && !(step.step === 'human_resources' && actor.roleId === HR_ROLE);
}
