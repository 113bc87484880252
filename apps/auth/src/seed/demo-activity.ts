import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  type Actor,
  APPROVE_ABSENCE,
  ASSIGN_SCHEDULES,
  type AbsenceView,
  CREATE_ABSENCE,
  CREATE_REPORT_SCHEDULE,
  DECLINE_ABSENCE,
  type DemoPerson,
  LIST_ENTITLEMENTS,
  LIST_MY_ABSENCES,
  LIST_REPORT_SCHEDULES,
  LIST_SCHEDULES,
  type MessageMeta,
  ROLE,
  SAVE_ENTITLEMENT,
  SEED_DEMO_PRESENCE,
  type SeedDemoResult,
} from '@presently/contracts';
import type { Logger } from '@presently/logger';
import type { RpcClient } from '@presently/messaging';
import {
  type DemoAbsence,
  daysAway,
  historyStart,
  planDemoAbsences,
  planDemoReportSchedules,
  scheduleEnd,
  type WorkCalendar,
  workingDaysBetween,
  workPattern,
} from './domain/demo-plan';

/** What the activity step wrote (all zero when the demo company already had it). */
export interface DemoActivityReport {
  entitlements: number;
  absences: number;
  absence_failures: number;
  schedules: number;
  presence_records: number;
  report_schedules: number;
  /** How long the step took, and each lane of it (printed by `npm start`'s seed; not a contract). */
  elapsed_ms: number;
  lanes_ms: { absences: number; schedules: number; presence: number; reports: number };
  /** Why the step stopped early, when it did. */
  error?: string;
}

export const EMPTY_ACTIVITY: DemoActivityReport = {
  entitlements: 0,
  absences: 0,
  absence_failures: 0,
  schedules: 0,
  presence_records: 0,
  report_schedules: 0,
  elapsed_ms: 0,
  lanes_ms: { absences: 0, schedules: 0, presence: 0, reports: 0 },
};

/** How long presence may take to learn the demo people from org's events before schedules are assigned. */
const COPIES_WAIT_MS = 20_000;
/** Dates per schedule assignment: presence takes a span of at most 62 days. */
const SCHEDULE_SPAN_DAYS = 60;
/** Absence work runs for a few people at once (each person's own requests one after the other). */
const PARALLEL = 6;

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/**
 * The demo company's activity, after org's seed and auth's accounts: vacation rights, absences in
 * every state, schedules and three months of presence. Everything goes through the services' own
 * messages (absence decides every chain step itself, so chains and balances are its own), except the
 * presence history, which presence writes in bulk from the days this plan gives it. Idempotent per
 * person: someone who already has vacation rules, requests or records on a day is left alone.
 */
export async function seedDemoActivity(rpc: RpcClient, demo: SeedDemoResult, logger: Logger, now = new Date()): Promise<DemoActivityReport> {
  const started = Date.now();
  const report: DemoActivityReport = { ...EMPTY_ACTIVITY, lanes_ms: { ...EMPTY_ACTIVITY.lanes_ms } };
  const admin = demo.people.find((p) => p.login && p.role_id === ROLE.SYSADMIN);
  const hr = demo.people.find((p) => p.login && p.role_id === ROLE.HUMAN_RESOURCES);
  if (!admin || !hr) return report;
  const seeder = new DemoActivity(rpc, demo, logger, admin, hr, report, now);
  const timed = async (lane: keyof DemoActivityReport['lanes_ms'], work: () => Promise<void>) => {
    const t0 = Date.now();
    await work();
    report.lanes_ms[lane] = Date.now() - t0;
  };
  // Four lanes at once: absence's work, presence's schedules, presence's history (the history's
  // days come from the plan, not from absence's answers, so no lane waits for another), and HR's
  // scheduled reports.
  await Promise.all([
    timed('absences', () => seeder.absences()),
    timed('schedules', () => seeder.schedules()),
    timed('presence', () => seeder.presence()),
    timed('reports', () => seeder.reportSchedules()),
  ]);
  report.elapsed_ms = Date.now() - started;
  return report;
}

class DemoActivity {
  private readonly cal: WorkCalendar;
  private readonly byEmail: Map<string, DemoPerson>;
  private readonly byId: Map<number, DemoPerson>;

  constructor(
    private readonly rpc: RpcClient,
    private readonly demo: SeedDemoResult,
    private readonly logger: Logger,
    private readonly admin: DemoPerson,
    private readonly hr: DemoPerson,
    private readonly report: DemoActivityReport,
    now: Date,
  ) {
    this.cal = { today: DateTime.fromJSDate(now).setZone(demo.timezone).toISODate() as string, holidays: new Set(demo.holiday_dates) };
    this.byEmail = new Map(demo.people.map((p) => [p.email, p]));
    this.byId = new Map(demo.people.map((p) => [p.user_id, p]));
  }

  private metaOf(p: DemoPerson): MessageMeta {
    return { requestId: randomUUID(), actor: { userId: p.user_id, companyId: this.demo.company_id, roleId: p.role_id, lang: 'en' } satisfies Actor };
  }

  /** Vacation rights (last year's, usable until June, and this year's), then the absences of the plan. */
  async absences(): Promise<void> {
    const year = Number(this.cal.today.slice(0, 4));
    await inBatches(this.demo.people, PARALLEL, async (person) => {
      const existing = await this.rpc.call(LIST_ENTITLEMENTS, { user_id: person.user_id }, this.metaOf(this.admin));
      if (existing.length > 0) return;
      const days = 20 + (person.user_id % 5);
      await Promise.all(
        [year - 1, year].map(async (y) => {
          const rule = { user_id: person.user_id, name: `Annual leave ${y}`, valid_from: `${y}-01-01`, valid_to: `${y + 1}-06-30`, acquired_on: `${y}-01-01`, days };
          await this.rpc.call(SAVE_ENTITLEMENT, rule, this.metaOf(this.admin));
          this.report.entitlements++;
        }),
      );
    });
    // A person who already has requests keeps them (and gets no more).
    const plan = planDemoAbsences(this.cal).filter((a) => this.byEmail.has(a.email));
    const people = [...new Set(plan.map((a) => a.email))].map((email) => this.byEmail.get(email) as DemoPerson);
    await inBatches(people, PARALLEL, async (person) => {
      const mine = await this.rpc.call(LIST_MY_ABSENCES, { per_page: 1 }, this.metaOf(person));
      if (mine.total > 0) return;
      for (const absence of plan.filter((a) => a.email === person.email)) {
        try {
          await this.carryOut(absence, person);
          this.report.absences++;
        } catch (err) {
          this.report.absence_failures++;
          this.logger.warn({ err, absence }, 'demo absence not seeded');
        }
      }
    });
  }

  /** One planned absence: asked for (by HR when it is in the past), then each step decided by whoever it waits for. */
  private async carryOut(absence: DemoAbsence, person: DemoPerson): Promise<void> {
    const request = {
      absence_type_id: absence.absenceTypeId,
      start_date: absence.start,
      end_date: absence.end,
      dates: absence.dates,
      personal_day_reason_id: absence.personalDayReasonId,
      comment: absence.comment,
      user_id: absence.byHr ? person.user_id : undefined,
    };
    let view: AbsenceView = await this.rpc.call(CREATE_ABSENCE, request, this.metaOf(absence.byHr ? this.hr : person));
    while (view.status === 'pending' && view.waiting_for_user_id !== null) {
      const approver = this.byId.get(view.waiting_for_user_id);
      if (!approver || absence.outcome === 'pending_lead') return;
      if (absence.outcome === 'pending_hr' && approver.role_id === ROLE.HUMAN_RESOURCES) return;
      if (absence.outcome === 'declined') {
        await this.rpc.call(DECLINE_ABSENCE, { id: view.id, reason: 'Too many people away from the team in that period' }, this.metaOf(approver));
        return;
      }
      view = await this.rpc.call(APPROVE_ABSENCE, { id: view.id }, this.metaOf(approver));
    }
  }

  /**
   * Everyone's shift on the working days of the history and the four weeks ahead (the logins only in
   * the past: their today is the tests' and the visitors' own). Skipped when a person of the staff
   * already has a schedule on the last working day before today.
   */
  async schedules(): Promise<void> {
    const workdays = workingDaysBetween(historyStart(this.cal), scheduleEnd(this.cal), this.cal);
    const marker = this.demo.people.find((p) => !p.login);
    const lastPast = [...workdays].reverse().find((d) => d < this.cal.today);
    if (!marker || !lastPast) return;
    const known = await untilCopies(() => this.rpc.call(LIST_SCHEDULES, { from: lastPast, to: lastPast, user_id: marker.user_id }, this.metaOf(this.admin)));
    if (known.length > 0) return;
    const groups = new Map<number, { login: number[]; staff: number[] }>();
    for (const person of this.demo.people) {
      const { shift } = workPattern(person, this.demo.shifts);
      const group = groups.get(shift.id) ?? { login: [], staff: [] };
      (person.login ? group.login : group.staff).push(person.user_id);
      groups.set(shift.id, group);
    }
    for (const [shiftId, group] of groups) {
      const assignments: Array<[number[], string[]]> = [
        [group.staff, workdays],
        [group.login, workdays.filter((d) => d < this.cal.today)],
      ];
      for (const [userIds, dates] of assignments) {
        if (userIds.length === 0) continue;
        // Presence takes at most 62 days of dates per assignment.
        for (const chunk of spans(dates, SCHEDULE_SPAN_DAYS)) {
          const entries = await untilCopies(() => this.rpc.call(ASSIGN_SCHEDULES, { user_ids: userIds, dates: chunk, shift_id: shiftId }, this.metaOf(this.admin), 60_000));
          this.report.schedules += entries.length;
        }
      }
    }
  }

  /** HR's scheduled reports (planDemoReportSchedules), made as HR; skipped when HR has any already. */
  async reportSchedules(): Promise<void> {
    // Reports, like presence, learns the demo company and its people from org's events a moment after the seed.
    const existing = await untilCopies(() => this.rpc.call(LIST_REPORT_SCHEDULES, {}, this.metaOf(this.hr)));
    if (existing.length > 0) return;
    for (const schedule of planDemoReportSchedules(this.demo.people)) {
      await untilCopies(() => this.rpc.call(CREATE_REPORT_SCHEDULE, schedule, this.metaOf(this.hr)));
      this.report.report_schedules++;
    }
  }

  /** Every working day a person was not away, up to today (the logins up to yesterday), written by presence. */
  async presence(): Promise<void> {
    const planned = planDemoAbsences(this.cal);
    const worked = workingDaysBetween(historyStart(this.cal), this.cal.today, this.cal);
    const people = this.demo.people.map((person) => {
      const { shift, profile } = workPattern(person, this.demo.shifts);
      const away = daysAway(planned, person.email, this.cal);
      const days = worked.filter((d) => !away.has(d) && (!person.login || d < this.cal.today));
      return { user_id: person.user_id, profile, shift_start: shift.start_time, shift_end: shift.end_time, days };
    });
    const written = await this.rpc.call(SEED_DEMO_PRESENCE, { company_id: this.demo.company_id, timezone: this.demo.timezone, people }, { requestId: randomUUID(), actor: null }, 60_000);
    this.report.presence_records = written.records;
  }
}

/** Sorted dates cut into runs that each span fewer than `days` days. */
function spans(dates: readonly string[], days: number): string[][] {
  const runs: string[][] = [];
  for (const date of dates) {
    const run = runs.at(-1);
    if (run && Date.parse(date) - Date.parse(run[0]) < days * 86_400_000) run.push(date);
    else runs.push([date]);
  }
  return runs;
}

/**
 * Presence learns the demo people from org's events (a moment after org's seed); until it has, it
 * refuses to schedule them. Tries again until it knows them.
 */
async function untilCopies<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + COPIES_WAIT_MS;
  for (;;) {
    try {
      return await work();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
