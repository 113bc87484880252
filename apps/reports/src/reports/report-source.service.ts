import { Injectable, Logger } from '@nestjs/common';
import { type Actor, ERROR_KEYS, type MessageMeta, mayRunReport, type ReportKind } from '@presently/contracts';
import { ForbiddenError } from '@presently/domain';
import { OrgClient } from '../peers/org.client';
import { PresenceClient } from '../peers/presence.client';
import { ScanReviews } from '../reviews/scan-reviews.repository';
import type { EmployeeDays, ReportContext, ReportLayout } from './domain/layout';
import { LAYOUTS } from './domain/layouts';
import { type CheckedFilters, datesOf } from './domain/report-query';

/** Employees per question to presence: about 3 000 classified days for a month, a few hundred kB. */
export const EMPLOYEES_PER_PAGE = 100;

export interface OpenedReport {
  layout: ReportLayout;
  ctx: ReportContext;
  companyName: string;
  /** The actor's company: reviewed marks are only ever read in it. */
  companyId: number;
}

/**
 * Where every report's data comes from: org for the actor's company (name, zone, flag) and names,
 * presence for the classified days, one page of employees at a time — never the whole report in
 * memory, never another service's schema.
 */
@Injectable()
export class ReportSource {
  private readonly logger = new Logger(ReportSource.name);

  constructor(
    private readonly org: OrgClient,
    private readonly presence: PresenceClient,
    private readonly reviews: ScanReviews,
  ) {}

  /** The report's layout and context for the actor; 403 when the actor's role (and company flag) may not run it. */
  async open(actor: Actor, kind: ReportKind, filters: CheckedFilters, meta: MessageMeta): Promise<OpenedReport> {
    const info = await this.org.userInfo(meta);
    if (!mayRunReport(kind, actor.roleId, info.company.special_reports)) throw new ForbiddenError(ERROR_KEYS.forbidden);
    const [departments, teams] = await Promise.all([this.names(() => this.org.departmentNames(meta, actor.lang)), this.names(() => this.org.teamNames(meta, actor.lang))]);
    return {
      layout: LAYOUTS[kind],
      companyName: info.company.name,
      companyId: actor.companyId,
      ctx: {
        kind,
        from: filters.from,
        to: filters.to,
        dates: datesOf(filters.from, filters.to),
        timezone: info.company.timezone,
        absenceTypeId: filters.absence_type_id,
        bucket: filters.bucket,
        departmentName: (id) => (id === null ? null : (departments.get(id) ?? null)),
        teamName: (id) => (id === null ? null : (teams.get(id) ?? null)),
      },
    };
  }

  /** Names are a courtesy: a role that may not list departments or teams still gets its report. */
  private async names(read: () => Promise<Map<number, string>>): Promise<Map<number, string>> {
    try {
      return await read();
    } catch (err) {
      this.logger.debug(`names not available: ${String(err)}`);
      return new Map();
    }
  }

  /**
   * The employees of the selection with their days, page by page from `offset`. `onTotal` learns the
   * number of employees with the first page.
   */
  async *employees(report: OpenedReport, filters: CheckedFilters, meta: MessageMeta, onTotal?: (total: number) => void, offset = 0): AsyncGenerator<EmployeeDays> {
    const ask = (at: number) =>
      this.presence.days(
        {
          from: filters.from,
          to: filters.to,
          department_id: filters.department_id,
          team_id: filters.team_id,
          user_id: filters.user_id,
          mode: report.layout.mode,
          offset: at,
          limit: EMPLOYEES_PER_PAGE,
          with_records: report.layout.withRecords,
        },
        meta,
      );
    let at = offset;
    let page = await ask(at);
    onTotal?.(page.total);
    for (;;) {
      at += page.employees.length;
      // The next page is asked for while this one is laid out and written: presence and reports work side by side (two pages held at most).
      const next = page.employees.length > 0 && at < page.total ? ask(at) : null;
      next?.catch(() => undefined); // awaited below; a failure surfaces there
      const byUser = new Map<number, EmployeeDays>(page.employees.map((e) => [e.user_id, { employee: e, days: [] }]));
      for (const d of page.days) byUser.get(d.user_id)?.days.push(d);
      if (report.layout.withReviews) {
        // One question per page: the marks of this page's records, in the actor's company only.
        const marks = await this.reviews.of(report.companyId, page.days.flatMap((d) => (d.records ?? []).map((r) => r.id)));
        for (const e of byUser.values()) e.reviews = marks;
      }
      for (const e of page.employees) yield byUser.get(e.user_id) as EmployeeDays;
      if (!next) return;
      page = await next;
    }
  }
}
