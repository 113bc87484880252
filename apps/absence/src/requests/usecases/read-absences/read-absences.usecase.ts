import { Injectable } from '@nestjs/common';
import type { AbsenceDetails, AbsencesQuery, AbsenceView, Actor, MessageMeta, MyAbsencesQuery, TeamCoverage } from '@presently/contracts';
import { ABSENCE_TYPE, coverageExcesses, datesAway, isWorkingDay, representedBy, teamCoverage, todayIn } from '@presently/absence-rules';
import { NotFoundError } from '@presently/domain';
import { SubstitutesRepository } from '../../../substitutes/substitutes.repository';
import { AbsenceRequestsRepository, type RequestFilter } from '../../absence-requests.repository';
import { toAbsenceDetails, toAbsenceView } from '../../absence-view.presenter';
import { calendarOf, COMPANY_WIDE_ROLES, HR_ROLE } from '../../domain/request-context';
import type { AbsenceRequest } from '../../entities/absence-request.entity';
import { OrgContextClient } from '../../org-context.client';

export interface AbsencePage {
  items: AbsenceView[];
  total: number;
  page: number;
  per_page: number;
}

/**
 * What the actor may see: HR, general manager and administrators the whole company; everyone else
 * their own requests, those of the teams they lead and departments they manage, and those whose
 * chain names them. Another company's request, or one out of scope, is not found (ids cannot be guessed).
 */
@Injectable()
export class ReadAbsencesUseCase {
  constructor(
    private readonly requests: AbsenceRequestsRepository,
    private readonly org: OrgContextClient,
    private readonly substitutes: SubstitutesRepository,
  ) {}

  async mine(actor: Actor, q: MyAbsencesQuery): Promise<AbsencePage> {
    return this.page(actor, { userId: actor.userId, absenceTypeId: q.absence_type_id, status: q.status, year: q.year }, q.page, q.per_page);
  }

  async list(actor: Actor, q: AbsencesQuery, meta: MessageMeta): Promise<AbsencePage> {
    const filter: RequestFilter = {
      userId: q.user_id,
      teamId: q.team_id,
      departmentId: q.department_id,
      absenceTypeId: q.absence_type_id,
      status: q.status,
      year: q.year,
      from: q.from,
      to: q.to,
      missingDocument: q.missing_document === undefined || q.missing_document === null ? null : q.missing_document === 'true',
      visibleTo: await this.scope(actor, meta),
    };
    return this.page(actor, filter, q.page, q.per_page);
  }

  async get(actor: Actor, id: number, meta: MessageMeta): Promise<AbsenceDetails> {
    const request = await this.requests.find(actor.companyId, id);
    if (!request) throw new NotFoundError();
    const em = this.requests.manager();
    const [bundle] = await this.requests.bundle(em, [request]);
    if (!(await this.maySee(actor, request, bundle.steps.map((s) => s.holderUserId), meta))) throw new NotFoundError();
    return toAbsenceDetails(bundle, await this.requests.auditOf(em, id));
  }

  /** How many others of the requester's team are off on each date of the request (for whoever may see it). */
  async coverage(actor: Actor, id: number, meta: MessageMeta): Promise<TeamCoverage> {
    const request = await this.requests.find(actor.companyId, id);
    if (!request) throw new NotFoundError();
    const [bundle] = await this.requests.bundle(this.requests.manager(), [request]);
    if (!(await this.maySee(actor, request, bundle.steps.map((s) => s.holderUserId), meta))) throw new NotFoundError();
    const none = { team_id: request.teamId, team_size: null, max_percent: null, action: 'warn' as const, days: [] };
    if (request.teamId === null) return none;
    const dates = datesAway(request);
    if (dates.length === 0) return none;
    const others = await this.requests.teamHolding(actor.companyId, request.teamId, request.userId, dates[0], dates[dates.length - 1]);
    const days = teamCoverage(dates, others.map((o) => ({ ...o, status: o.status as 'pending' | 'approved' | 'cancellation_pending' })));
    // The maximum is the company's today and a share of the team as it is now (org answers both).
    const context = await this.org.of(actor.companyId, request.userId, dates[0], dates[dates.length - 1], meta).catch((e: unknown) => {
      if (e instanceof NotFoundError) return null;
      throw e;
    });
    const teamSize = context?.user.team_id === request.teamId ? context.user.team_member_count : null;
    const maxPercent = context?.company.team_coverage_max_percent ?? null;
    // Only the days the request takes from work can go over (a weekend inside a vacation does not), as when it was made.
    const cal = context ? calendarOf(context, []) : null;
    const counts = (date: string) => request.absenceTypeId === ABSENCE_TYPE.restDay || request.absenceTypeId === ABSENCE_TYPE.switchedDay || (cal !== null && isWorkingDay(date, cal));
    const over = new Set(coverageExcesses(days.filter((d) => counts(d.date)), { maxPercent, teamSize }).map((e) => e.date));
    return {
      team_id: request.teamId,
      team_size: teamSize,
      max_percent: maxPercent,
      action: context?.company.team_coverage_action ?? 'warn',
      days: days.map((d) => ({ ...d, exceeded: over.has(d.date) })),
    };
  }

  async waiting(actor: Actor, meta: MessageMeta): Promise<AbsenceView[]> {
    const rows = await this.requests.waitingFor(actor.companyId, actor.userId, actor.roleId === HR_ROLE, await this.representing(actor, meta));
    return (await this.requests.bundle(this.requests.manager(), rows)).map(toAbsenceView);
  }

  private async page(actor: Actor, filter: RequestFilter, page = 1, perPage = 20): Promise<AbsencePage> {
    const [rows, total] = await this.requests.list(actor.companyId, filter, page ?? 1, perPage ?? 20);
    const items = (await this.requests.bundle(this.requests.manager(), rows)).map(toAbsenceView);
    return { items, total, page: page ?? 1, per_page: perPage ?? 20 };
  }

  private async scope(actor: Actor, meta: MessageMeta): Promise<RequestFilter['visibleTo']> {
    if (COMPANY_WIDE_ROLES.includes(actor.roleId)) return null;
    const today = new Date().toISOString().slice(0, 10);
    const context = await this.org.of(actor.companyId, actor.userId, today, today, meta);
    const representing = await this.representing(actor, meta, context.company.timezone);
    return { userId: actor.userId, teamIds: context.user.led_team_ids, departmentIds: context.user.managed_department_ids, representing };
  }

  /** Whose steps the actor decides today as substitute (org is asked for the company's day only when there are any). */
  private async representing(actor: Actor, meta: MessageMeta, timezone?: string): Promise<number[]> {
    const periods = await this.substitutes.standingInFor(actor.companyId, actor.userId);
    if (periods.length === 0) return [];
    let zone = timezone;
    if (!zone) {
      const today = new Date().toISOString().slice(0, 10);
      zone = (await this.org.of(actor.companyId, actor.userId, today, today, meta)).company.timezone;
    }
    return representedBy(actor.userId, periods, todayIn(zone, new Date())).slice(1);
  }

  private async maySee(actor: Actor, r: AbsenceRequest, holders: number[], meta: MessageMeta): Promise<boolean> {
    if (COMPANY_WIDE_ROLES.includes(actor.roleId) || r.userId === actor.userId || r.submittedByUserId === actor.userId || holders.includes(actor.userId)) return true;
    if ((await this.representing(actor, meta)).some((u) => holders.includes(u))) return true;
    const scope = await this.scope(actor, meta);
    if (!scope) return true;
    return (r.teamId !== null && scope.teamIds.includes(r.teamId)) || (r.departmentId !== null && scope.departmentIds.includes(r.departmentId));
  }
}
