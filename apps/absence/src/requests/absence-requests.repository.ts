import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { AbsenceRequestStatus, AbsenceStatus } from '@presently/contracts';
import { VacationEntitlement } from '../entitlements/entities/vacation-entitlement.entity';
import { AbsenceRequest } from './entities/absence-request.entity';
import { AbsenceRequestAudit } from './entities/absence-request-audit.entity';
import { AbsenceRequestFile } from './entities/absence-request-file.entity';
import { AbsenceRequestStep } from './entities/absence-request-step.entity';

/** Statuses in which a request holds its days (overlaps, balances, calendars). */
export const HOLDING_STATUSES: readonly AbsenceRequestStatus[] = ['pending', 'approved', 'cancellation_pending'];

/** A request with its chain and files, as views are built from. */
export interface RequestBundle {
  request: AbsenceRequest;
  steps: AbsenceRequestStep[];
  files: AbsenceRequestFile[];
}

export interface RequestFilter {
  userId?: number | null;
  teamId?: number | null;
  departmentId?: number | null;
  absenceTypeId?: number | null;
  status?: AbsenceRequestStatus | null;
  year?: number | null;
  from?: string | null;
  to?: string | null;
  missingDocument?: boolean | null;
  /** Restricts to what a non-company-wide viewer sees: own, their teams, departments, or steps they hold. */
  visibleTo?: { userId: number; teamIds: number[]; departmentIds: number[]; representing?: number[] } | null;
}

/** The days of an approved request, as calendars lay them out. */
export type ApprovedRequestSpan = Pick<AbsenceRequest, 'id' | 'userId' | 'absenceTypeId' | 'startDate' | 'endDate'>;

/** What a request draws from a user's days (entitlements count them). */
export type RequestDraw = Pick<AbsenceRequest, 'id' | 'startDate' | 'requestedDays' | 'status'>;

/**
 * Absence requests, each query within one company. The features that read requests (guards,
 * calendar, entitlements) ask here; the requests feature imports none of them.
 */
@Injectable()
export class AbsenceRequestsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  countOfUser(companyId: number, userId: number, statuses: readonly AbsenceStatus[]): Promise<number> {
    return this.dataSource.manager.count(AbsenceRequest, { where: { companyId, userId, status: In([...statuses]) } });
  }

  countAwaiting(companyId: number, approverUserId: number, statuses: readonly AbsenceStatus[]): Promise<number> {
    return this.dataSource.manager.count(AbsenceRequest, { where: { companyId, currentApproverUserId: approverUserId, status: In([...statuses]) } });
  }

  /** Approved requests of some users that touch a period (both ends included). */
  async approvedTouching(companyId: number, userIds: number[], from: string, to: string): Promise<ApprovedRequestSpan[]> {
    if (userIds.length === 0) return [];
    return this.dataSource.manager
      .createQueryBuilder(AbsenceRequest, 'r')
      .select(['r.id', 'r.userId', 'r.absenceTypeId', 'r.startDate', 'r.endDate'])
      .where('r.company_id = :companyId AND r.user_id = ANY(:userIds) AND r.status IN (:...statuses)', { companyId, userIds, statuses: ['approved', 'cancellation_pending'] })
      .andWhere('r.start_date <= :to AND r.end_date >= :from', { from, to })
      .getMany();
  }

  /** A user's requests of one type in some statuses; inside a transaction, on its manager. */
  draws(companyId: number, userId: number, absenceTypeId: AbsenceRequest['absenceTypeId'], statuses: readonly AbsenceRequestStatus[], em: EntityManager = this.dataSource.manager): Promise<RequestDraw[]> {
    return em.find(AbsenceRequest, {
      select: { id: true, startDate: true, requestedDays: true, status: true },
      where: { companyId, userId, absenceTypeId, status: In([...statuses]) },
    });
  }

  /**
   * Serialises the requests of one user for the rest of the transaction, so two requests for one
   * period at once leave one (the second sees the first when it checks overlaps and balances). The
   * key is the one entitlements take for the user's vacation days, so a rule edited meanwhile waits too.
   */
  async lockUser(em: EntityManager, companyId: number, userId: number): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`absence.vacation:${companyId}:${userId}`]);
  }

  /**
   * Serialises new requests of one team while the company has a coverage maximum, so two people asking
   * for the same day at once cannot both slip under it. Always taken after the user's lock.
   */
  async lockTeam(em: EntityManager, companyId: number, teamId: number): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`absence.team:${companyId}:${teamId}`]);
  }

  /** The user's vacation rules, read on the transaction that holds the user's lock. */
  vacationRules(em: EntityManager, companyId: number, userId: number): Promise<VacationEntitlement[]> {
    return em.find(VacationEntitlement, { where: { companyId, userId } });
  }

  /** The pooled manager, for reads outside a transaction. */
  manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** The user's requests that hold days, on the transaction's manager. */
  held(em: EntityManager, companyId: number, userId: number): Promise<AbsenceRequest[]> {
    return em.find(AbsenceRequest, { where: { companyId, userId, status: In([...HOLDING_STATUSES]) } });
  }

  /** The request, locked for the rest of the transaction (two approvers at once: the second waits, then sees the first's decision). */
  lock(em: EntityManager, companyId: number, id: number): Promise<AbsenceRequest | null> {
    return em.findOne(AbsenceRequest, { where: { companyId, id }, lock: { mode: 'pessimistic_write' } });
  }

  insert(em: EntityManager, data: Partial<AbsenceRequest>): Promise<AbsenceRequest> {
    return em.save(AbsenceRequest, em.create(AbsenceRequest, data));
  }

  save(em: EntityManager, request: AbsenceRequest): Promise<AbsenceRequest> {
    return em.save(AbsenceRequest, request);
  }

  insertSteps(em: EntityManager, steps: Partial<AbsenceRequestStep>[]): Promise<AbsenceRequestStep[]> {
    return steps.length === 0 ? Promise.resolve([]) : em.save(AbsenceRequestStep, steps.map((s) => em.create(AbsenceRequestStep, s)));
  }

  saveSteps(em: EntityManager, steps: AbsenceRequestStep[]): Promise<AbsenceRequestStep[]> {
    return em.save(AbsenceRequestStep, steps);
  }

  insertFiles(em: EntityManager, files: Partial<AbsenceRequestFile>[]): Promise<AbsenceRequestFile[]> {
    return files.length === 0 ? Promise.resolve([]) : em.save(AbsenceRequestFile, files.map((f) => em.create(AbsenceRequestFile, f)));
  }

  async audit(em: EntityManager, entry: Pick<AbsenceRequestAudit, 'requestId' | 'actorUserId' | 'actorName' | 'action' | 'detail'>): Promise<void> {
    await em.insert(AbsenceRequestAudit, entry);
  }

  /** The name the request's history gave whoever filed it (for later entries by the same person). */
  async submitterName(em: EntityManager, requestId: number, actorUserId: number): Promise<string | null> {
    const entry = await em.findOne(AbsenceRequestAudit, { where: { requestId, actorUserId, action: 'submitted' }, order: { id: 'ASC' } });
    return entry?.actorName ?? null;
  }

  auditOf(em: EntityManager, requestId: number): Promise<AbsenceRequestAudit[]> {
    return em.find(AbsenceRequestAudit, { where: { requestId }, order: { id: 'ASC' } });
  }

  /** Chains and files of some requests (of one company: the ids come from a scoped query). */
  async bundle(em: EntityManager, requests: AbsenceRequest[]): Promise<RequestBundle[]> {
    const ids = requests.map((r) => r.id);
    if (ids.length === 0) return [];
    const [steps, files] = await Promise.all([
      em.find(AbsenceRequestStep, { where: { requestId: In(ids) }, order: { position: 'ASC' } }),
      em.find(AbsenceRequestFile, { where: { requestId: In(ids) }, order: { id: 'ASC' } }),
    ]);
    return requests.map((request) => ({ request, steps: steps.filter((s) => s.requestId === request.id), files: files.filter((f) => f.requestId === request.id) }));
  }

  async list(companyId: number, filter: RequestFilter, page: number, perPage: number): Promise<[AbsenceRequest[], number]> {
    const qb = this.dataSource.manager.createQueryBuilder(AbsenceRequest, 'r').where('r.company_id = :companyId', { companyId });
    if (filter.userId) qb.andWhere('r.user_id = :userId', { userId: filter.userId });
    if (filter.teamId) qb.andWhere('r.team_id = :teamId', { teamId: filter.teamId });
    if (filter.departmentId) qb.andWhere('r.department_id = :departmentId', { departmentId: filter.departmentId });
    if (filter.absenceTypeId) qb.andWhere('r.absence_type_id = :typeId', { typeId: filter.absenceTypeId });
    if (filter.status) qb.andWhere('r.status = :status', { status: filter.status });
    if (filter.year) qb.andWhere('r.start_date <= make_date(:year, 12, 31) AND r.end_date >= make_date(:year, 1, 1)', { year: filter.year });
    if (filter.from) qb.andWhere('r.end_date >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('r.start_date <= :to', { to: filter.to });
    if (filter.missingDocument !== null && filter.missingDocument !== undefined) qb.andWhere('r.missing_document = :missing', { missing: filter.missingDocument });
    if (filter.visibleTo) {
      const v = filter.visibleTo;
      qb.andWhere(
        `(r.user_id = :viewer OR r.team_id = ANY(:teamIds) OR r.department_id = ANY(:departmentIds)
          OR EXISTS (SELECT 1 FROM absence.absence_request_steps s WHERE s.request_id = r.id AND s.holder_user_id = ANY(:holders)))`,
        { viewer: v.userId, teamIds: v.teamIds, departmentIds: v.departmentIds, holders: [v.userId, ...(v.representing ?? [])] },
      );
    }
    return qb
      .orderBy('r.start_date', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .offset((page - 1) * perPage)
      .limit(perPage)
      .getManyAndCount();
  }

  /**
   * Requests that hold days and whose period contains one of the dates (rest days and switched days
   * left out: a holiday never recounts them), for a holiday change; read before the transaction.
   */
  holdingOn(companyId: number, dates: string[]): Promise<AbsenceRequest[]> {
    if (dates.length === 0) return Promise.resolve([]);
    return this.dataSource.manager
      .createQueryBuilder(AbsenceRequest, 'r')
      .where('r.company_id = :companyId AND r.status IN (:...statuses) AND r.absence_type_id NOT IN (7, 11)', { companyId, statuses: [...HOLDING_STATUSES] })
      .andWhere('EXISTS (SELECT 1 FROM unnest(CAST(:dates AS date[])) d WHERE d BETWEEN r.start_date AND r.end_date)', { dates })
      .orderBy('r.id', 'ASC')
      .getMany();
  }

  /** Requests holding days of a team's other people that touch a period (team coverage). */
  teamHolding(companyId: number, teamId: number, exceptUserId: number, from: string, to: string, em: EntityManager = this.dataSource.manager): Promise<AbsenceRequest[]> {
    return em
      .createQueryBuilder(AbsenceRequest, 'r')
      .where('r.company_id = :companyId AND r.team_id = :teamId AND r.user_id <> :exceptUserId', { companyId, teamId, exceptUserId })
      .andWhere('r.status IN (:...statuses)', { statuses: [...HOLDING_STATUSES] })
      .andWhere('r.start_date <= :to AND r.end_date >= :from', { from, to })
      .getMany();
  }

  /** The files a request holds, on the transaction's manager (the request row is locked). */
  filesOf(em: EntityManager, requestId: number): Promise<AbsenceRequestFile[]> {
    return em.find(AbsenceRequestFile, { where: { requestId }, order: { id: 'ASC' } });
  }

  find(companyId: number, id: number): Promise<AbsenceRequest | null> {
    return this.dataSource.manager.findOne(AbsenceRequest, { where: { companyId, id } });
  }

  /**
   * Requests whose waiting step the actor may decide: they hold it (or someone they stand in for as
   * substitute, `representing`, holds it), or it is HR's and they are HR.
   */
  waitingFor(companyId: number, userId: number, isHr: boolean, representing: number[] = [], em: EntityManager = this.dataSource.manager): Promise<AbsenceRequest[]> {
    return em
      .createQueryBuilder(AbsenceRequest, 'r')
      .where("r.company_id = :companyId AND r.status IN ('pending', 'cancellation_pending')", { companyId })
      .andWhere(
        `(r.current_approver_user_id = ANY(:approvers) OR (:isHr AND r.status = 'pending' AND EXISTS (SELECT 1 FROM absence.absence_request_steps s
           WHERE s.request_id = r.id AND s.status = 'waiting' AND s.step = 'human_resources')))`,
        { approvers: [userId, ...representing], isHr },
      )
      .orderBy('r.start_date', 'ASC')
      .addOrderBy('r.id', 'ASC')
      .getMany();
  }
}
