import { Inject, Injectable } from '@nestjs/common';
import {
  ABSENCE_APPROVED,
  ABSENCE_SUBMITTED,
  ATTACH_FILES,
  type AbsenceContext,
  type AbsenceFileRef,
  type AbsencePreview,
  type AbsenceView,
  type Actor,
  type CreateAbsenceRequest,
  type MessageMeta,
  NO_APPROVAL_STEP_DETAIL,
} from '@presently/contracts';
import {
  ABSENCE_TYPE,
  assessRequest,
  coverageExceededKey,
  coverageExcesses,
  needsDocument,
  nextWorkingDay,
  companyAllowances,
  type AllowanceOverride,
  type RequestAssessment,
  type RequestDraft,
  resolveChain,
  settingFor,
  remainingOn,
  requestTouches,
  teamCoverage,
  todayIn,
  typeRule,
  vacationBalanceError,
} from '@presently/absence-rules';
import { addDays, ForbiddenError, ValidationFailedError } from '@presently/domain';
import type { RpcClient } from '@presently/messaging';
import { EventOutbox, RPC_CLIENT } from '@presently/service-runtime';
import type { EntityManager } from 'typeorm';
import { ApprovalRulesRepository } from '../../../approval-rules/approval-rules.repository';
import { ClosedMonthsReader } from '../../../closed-months/closed-months.reader';
import { PersonalDayAllowancesRepository } from '../../../personal-day-allowances/personal-day-allowances.repository';
import { RestDaysRepository } from '../../../rest-days/rest-days.repository';
import { SubstitutesRepository } from '../../../substitutes/substitutes.repository';
import { AbsenceRequestsRepository } from '../../absence-requests.repository';
import { toAbsenceView } from '../../absence-view.presenter';
import { approvalSetting, calendarOf, emailSwitches, holdersOf, MAY_REQUEST_FOR_OTHERS, nextApproverRecipient, requesterRecipient, withSubstitutes } from '../../domain/request-context';
import type { AbsenceRequest } from '../../entities/absence-request.entity';
import { OrgContextClient } from '../../org-context.client';

/** What a request is checked against, gathered before the transaction opens. */
interface Prepared {
  draft: RequestDraft;
  userId: number;
  forSomeoneElse: boolean;
  context: AbsenceContext;
  restDays: string[];
  today: string;
  /** The company's own personal-day allowances (the labour code's defaults fill the rest). */
  allowances: AllowanceOverride[];
}

/**
 * A new absence request: checked against every rule of its type with the user's other requests and
 * vacation days read under the user's lock (two requests for one period at once leave one), its chain
 * resolved and stored with it, its files attached, and the event written in the same transaction.
 */
@Injectable()
export class CreateAbsenceUseCase {
  constructor(
    private readonly requests: AbsenceRequestsRepository,
    private readonly restDays: RestDaysRepository,
    private readonly org: OrgContextClient,
    private readonly outbox: EventOutbox,
    private readonly approvalRules: ApprovalRulesRepository,
    private readonly substitutes: SubstitutesRepository,
    private readonly allowances: PersonalDayAllowancesRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly closedMonths: ClosedMonthsReader,
  ) {}

  async execute(actor: Actor, input: CreateAbsenceRequest, files: AbsenceFileRef[], meta: MessageMeta): Promise<AbsenceView> {
    const p = await this.prepare(actor, input, meta);
    return this.requests.transaction(async (em) => {
      await this.requests.lockUser(em, actor.companyId, p.userId);
      await this.closedMonths.refuse(em, actor.companyId, p.context.user.department_id, requestTouches(p.draft));
      const assessment = await this.assess(em, actor, p);
      await this.checkTeamCoverage(em, actor, p, [...assessment.shares.keys()].sort());
      const { context, draft } = p;
      const cal = calendarOf(context, p.restDays);
      // The company's steps for this type and length, or its single setting when the type has none.
      const typeRules = await this.approvalRules.ofType(em, actor.companyId, draft.absenceTypeId);
      const chain = resolveChain(settingFor(approvalSetting(context), typeRules, assessment.requestedDays), holdersOf(context), p.userId);
      const approved = chain.length === 0;
      const lastDay = draft.absenceTypeId === ABSENCE_TYPE.restDay ? [...draft.dates].sort().at(-1) ?? draft.endDate : draft.endDate;

      const request = await this.requests.insert(em, {
        companyId: actor.companyId,
        userId: p.userId,
        absenceTypeId: draft.absenceTypeId as AbsenceRequest['absenceTypeId'],
        startDate: draft.startDate,
        endDate: draft.endDate,
        requestedDays: assessment.requestedDays,
        status: approved ? 'approved' : 'pending',
        currentApproverUserId: approved ? null : chain[0].holder.user_id,
        comment: input.comment,
        declineReason: null,
        halfDay: draft.halfDay,
        personalDayReasonId: draft.personalDayReasonId,
        switchDate: draft.switchDate,
        dates: [...new Set(draft.dates)].sort(),
        nextWorkingDay: nextWorkingDay(lastDay, cal),
        userName: context.user.full_name,
        userEmail: context.user.email,
        userLang: context.user.lang,
        teamId: context.user.team_id,
        departmentId: context.user.department_id,
        submittedByUserId: actor.userId,
        missingDocument: needsDocument(draft.absenceTypeId, assessment.requestedDays, files.length),
      });
      const steps = await this.requests.insertSteps(
        em,
        chain.map((s, position) => ({
          requestId: request.id,
          position,
          step: s.step,
          holderUserId: s.holder.user_id,
          holderName: s.holder.full_name,
          holderEmail: s.holder.email,
          holderLang: s.holder.lang,
          holderRoleId: s.holder.role_id,
          status: position === 0 ? 'waiting' : 'upcoming',
        })),
      );
      const stored = await this.requests.insertFiles(
        em,
        files.map((f) => ({ requestId: request.id, fileId: f.file_id, name: f.name, mime: f.mime, size: f.size })),
      );
      // Documents keeps the bytes; attaching inside this transaction means a refused attach leaves no request.
      if (files.length > 0) await this.rpc.call(ATTACH_FILES, { file_ids: files.map((f) => f.file_id), owner: `absence-request:${request.id}` }, meta);
      // Filed for someone else: the history names who filed it (HR, an administrator), not the employee.
      const actorName = p.forSomeoneElse ? (context.actor?.full_name ?? null) : context.user.full_name;
      await this.requests.audit(em, { requestId: request.id, actorUserId: actor.userId, actorName, action: 'submitted', detail: null });
      if (approved) await this.requests.audit(em, { requestId: request.id, actorUserId: null, actorName: null, action: 'approved', detail: NO_APPROVAL_STEP_DETAIL });

      const view = toAbsenceView({ request, steps, files: stored });
      const running = approved ? [] : await this.substitutes.running(em, actor.companyId, [steps[0].holderUserId], p.today);
      const recipients = approved ? (p.forSomeoneElse ? requesterRecipient(request) : []) : withSubstitutes(nextApproverRecipient(steps[0], emailSwitches(context)), running);
      await this.outbox.add(em, meta, {
        event: approved ? ABSENCE_APPROVED : ABSENCE_SUBMITTED,
        payload: { company_id: actor.companyId, request: view, actor_user_id: actor.userId, recipients },
        aggregate: `absence-request:${request.id}`,
      });
      return view;
    });
  }

  /** The requested days and what would be left, before sending (no rule refuses here but the shape of the period). */
  async preview(actor: Actor, input: CreateAbsenceRequest, meta: MessageMeta): Promise<AbsencePreview> {
    const p = await this.prepare(actor, input, meta);
    const cal = calendarOf(p.context, p.restDays);
    const em = this.requests.manager();
    const held = await this.requests.held(em, actor.companyId, p.userId);
    const assessment = assessRequest(p.draft, this.ruleContext(actor, p, held));
    let remaining: number | null = null;
    if (typeRule(p.draft.absenceTypeId).consumesVacation) {
      const rules = await this.requests.vacationRules(em, actor.companyId, p.userId);
      remaining = remainingOn(p.draft.startDate, rules, this.vacationUses(held)) - assessment.requestedDays;
    }
    return { requested_days: assessment.requestedDays, remaining_days: remaining, next_working_day: nextWorkingDay(p.draft.endDate, cal) };
  }

  private async prepare(actor: Actor, input: CreateAbsenceRequest, meta: MessageMeta): Promise<Prepared> {
    const userId = input.user_id ?? actor.userId;
    const forSomeoneElse = userId !== actor.userId;
    if (forSomeoneElse && !MAY_REQUEST_FOR_OTHERS.includes(actor.roleId)) throw new ForbiddenError();
    const dates = [...new Set(input.dates ?? [])].sort();
    const isRest = input.absence_type_id === ABSENCE_TYPE.restDay && dates.length > 0;
    const draft: RequestDraft = {
      absenceTypeId: input.absence_type_id,
      startDate: isRest ? dates[0] : input.start_date,
      endDate: isRest ? (dates.at(-1) as string) : input.end_date,
      halfDay: input.half_day ?? false,
      personalDayReasonId: input.absence_type_id === ABSENCE_TYPE.personalDays ? (input.personal_day_reason_id ?? null) : null,
      switchDate: input.absence_type_id === ABSENCE_TYPE.switchedDay ? (input.switch_date ?? null) : null,
      dates: input.absence_type_id === ABSENCE_TYPE.restDay ? dates : [],
    };
    const utcToday = new Date().toISOString().slice(0, 10);
    const bounds = [draft.startDate, utcToday, ...(draft.switchDate ? [draft.switchDate] : [])].sort();
    const ends = [draft.endDate, utcToday, ...(draft.switchDate ? [draft.switchDate] : [])].sort();
    // Holidays from a day before today (zones ahead of UTC) to well past the end (the next working day).
    const context = await this.org.of(actor.companyId, userId, addDays(bounds[0], -1), addDays(ends[ends.length - 1], 62), meta, forSomeoneElse ? actor.userId : undefined);
    const today = todayIn(context.company.timezone, new Date());
    const rest = await this.restDays.within(actor.companyId, [userId], addDays(bounds[0], -1), addDays(ends[ends.length - 1], 62));
    const allowances = draft.absenceTypeId === ABSENCE_TYPE.personalDays ? await this.allowances.ofCompany(actor.companyId) : [];
    return { draft, userId, forSomeoneElse, context, restDays: rest.map((r) => r.date), today, allowances };
  }

  private ruleContext(actor: Actor, p: Prepared, held: AbsenceRequest[]) {
    const c = p.context.company;
    return {
      today: p.today,
      calendar: calendarOf(p.context, p.restDays),
      actorRoleId: actor.roleId,
      forSomeoneElse: p.forSomeoneElse,
      minDaysBeforeVacation: c.min_days_before_vacation,
      pastVacationRoles: c.past_vacation_roles,
      leadsScheduleOwnRestDays: c.leads_schedule_own_rest_days,
      hrAbsenceLimitDate: c.hr_absence_limit_date,
      requesterIsLead: p.context.user.led_team_ids.length > 0 || p.context.user.managed_department_ids.length > 0,
      loggingDisabled: p.context.user.logging_disabled,
      personalDayAllowances: companyAllowances(c.country, p.allowances),
      held: held.map((h) => ({
        id: h.id,
        absenceTypeId: h.absenceTypeId,
        startDate: h.startDate,
        endDate: h.endDate,
        halfDay: h.halfDay,
        switchDate: h.switchDate,
        dates: h.dates ?? [],
        personalDayReasonId: h.personalDayReasonId,
        requestedDays: h.requestedDays,
      })),
    };
  }

  /**
   * The company's maximum share of a team off at once: with "refuse", a request that would take the team
   * over it on any of its days is refused with the first such day and the figures; with "warn" it is
   * accepted and its approvers see the day flagged (team coverage). Checked under the team's lock.
   */
  private async checkTeamCoverage(em: EntityManager, actor: Actor, p: Prepared, dates: string[]): Promise<void> {
    const { team_id: teamId, team_member_count: teamSize } = p.context.user;
    const { team_coverage_max_percent: maxPercent, team_coverage_action: action } = p.context.company;
    if (action !== 'refuse' || maxPercent === null || teamId === null) return;
    // The request's own working days: a weekend or holiday inside it takes nobody from the team's work.
    if (dates.length === 0) return;
    await this.requests.lockTeam(em, actor.companyId, teamId);
    const others = await this.requests.teamHolding(actor.companyId, teamId, p.userId, dates[0], dates[dates.length - 1], em);
    const days = teamCoverage(dates, others.map((o) => ({ ...o, dates: o.dates ?? [], status: o.status as 'pending' | 'approved' | 'cancellation_pending' })));
    const [first] = coverageExcesses(days, { maxPercent, teamSize });
    if (first) throw new ValidationFailedError({ start_date: [coverageExceededKey(first)] });
  }

  private vacationUses(held: AbsenceRequest[]) {
    return held
      .filter((h) => h.absenceTypeId === ABSENCE_TYPE.vacation)
      .map((h) => ({ id: h.id, startDate: h.startDate, requestedDays: h.requestedDays, status: h.status === 'pending' ? ('pending' as const) : ('approved' as const) }));
  }

  private async assess(em: EntityManager, actor: Actor, p: Prepared): Promise<RequestAssessment> {
    const held = await this.requests.held(em, actor.companyId, p.userId);
    const assessment = assessRequest(p.draft, this.ruleContext(actor, p, held));
    if (Object.keys(assessment.errors).length > 0) throw new ValidationFailedError(assessment.errors);
    // Making a request is the step that consumes vacation days: the only one that checks the balance.
    if (typeRule(p.draft.absenceTypeId).consumesVacation) {
      const rules = await this.requests.vacationRules(em, actor.companyId, p.userId);
      const error = vacationBalanceError({ ...p.draft, requestedDays: assessment.requestedDays }, rules, this.vacationUses(held));
      if (error) throw new ValidationFailedError({ start_date: [error] });
    }
    return assessment;
  }
}
