import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  type Actor,
  APPROVE_ABSENCE,
  ASSIGN_SCHEDULES,
  type AbsenceView,
  CREATE_ABSENCE,
  DECLINE_ABSENCE,
  type DemoPerson,
  LIST_ENTITLEMENTS,
  LIST_MY_ABSENCES,
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
  /** How long the step took (printed by `npm start`'s seed; not a contract). */
  elapsed_ms: number;
}

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
  const report: DemoActivityReport = { entitlements: 0, absences: 0, absence_failures: 0, schedules: 0, presence_records: 0, elapsed_ms: 0 };
  if (demo.people.length === 0) return report;
  const cal: WorkCalendar = { today: DateTime.fromJSDate(now).setZone(demo.timezone).toISODate() as string, holidays: new Set(demo.holiday_dates) };
  const byEmail = new Map(demo.people.map((p) => [p.email, p]));
  const byId = new Map(demo.people.map((p) => [p.user_id, p]));
  const metaOf = (p: DemoPerson): MessageMeta => ({ requestId: randomUUID(), actor: { userId: p.user_id, companyId: demo.company_id, roleId: p.role_id, lang: 'en' } satisfies Actor });
  const withRole = (roleId: number) => demo.people.find((p) => p.login && p.role_id === roleId);
  const admin = withRole(ROLE.SYSADMIN);
  const hr = withRole(ROLE.HUMAN_RESOURCES);
  if (!admin || !hr) return report;

  // Vacation rights: last year's (usable until June) and this year's, so balances show carried days.
  const year = Number(cal.today.slice(0, 4));
  await inBatches(demo.people, PARALLEL, async (person) => {
    const existing = await rpc.call(LIST_ENTITLEMENTS, { user_id: person.user_id }, metaOf(admin));
    if (existing.length > 0) return;
    const days = 20 + (person.user_id % 5);
    for (const y of [year - 1, year]) {
      await rpc.call(SAVE_ENTITLEMENT, { user_id: person.user_id, name: `Annual leave ${y}`, valid_from: `${y}-01-01`, valid_to: `${y + 1}-06-30`, acquired_on: `${y}-01-01`, days }, metaOf(admin));
      report.entitlements++;
    }
  });

  // Absences: a person who already has requests keeps them (and gets no more).
  const plan = planDemoAbsences(cal).filter((a) => byEmail.has(a.email));
  const people = [...new Set(plan.map((a) => a.email))].map((email) => byEmail.get(email) as DemoPerson);
  await inBatches(people, PARALLEL, async (person) => {
    const mine = await rpc.call(LIST_MY_ABSENCES, { per_page: 1 }, metaOf(person));
    if (mine.total > 0) return;
    for (const absence of plan.filter((a) => a.email === person.email)) {
      try {
        await carryOut(absence, person);
        report.absences++;
      } catch (err) {
        report.absence_failures++;
        logger.warn({ err, absence }, 'demo absence not seeded');
      }
    }
  });

  async function carryOut(absence: DemoAbsence, person: DemoPerson): Promise<void> {
    const submitter = absence.byHr ? hr! : person;
    let view: AbsenceView = await rpc.call(
      CREATE_ABSENCE,
      {
        absence_type_id: absence.absenceTypeId,
        start_date: absence.start,
        end_date: absence.end,
        dates: absence.dates,
        personal_day_reason_id: absence.personalDayReasonId,
        comment: absence.comment,
        user_id: absence.byHr ? person.user_id : undefined,
      },
      metaOf(submitter),
    );
    // Each step decided by whoever it waits for, as in the product.
    while (view.status === 'pending' && view.waiting_for_user_id !== null) {
      const approver = byId.get(view.waiting_for_user_id);
      if (!approver) return;
      if (absence.outcome === 'pending_lead') return;
      if (absence.outcome === 'pending_hr' && approver.role_id === ROLE.HUMAN_RESOURCES) return;
      if (absence.outcome === 'declined') {
        await rpc.call(DECLINE_ABSENCE, { id: view.id, reason: 'Too many people away from the team in that period' }, metaOf(approver));
        return;
      }
      view = await rpc.call(APPROVE_ABSENCE, { id: view.id }, metaOf(approver));
    }
  }

  // Schedules: everyone's shift on the working days of the history and the four weeks ahead (the
  // logins only in the past: their today is the tests' and the visitors' own).
  const from = historyStart(cal);
  const workdays = workingDaysBetween(from, scheduleEnd(cal), cal);
  const marker = demo.people.find((p) => !p.login);
  const lastPast = [...workdays].reverse().find((d) => d < cal.today);
  const alreadyScheduled = !marker || !lastPast || (await rpc.call(LIST_SCHEDULES, { from: lastPast, to: lastPast, user_id: marker.user_id }, metaOf(admin))).length > 0;
  if (!alreadyScheduled) {
    const groups = new Map<number, { login: number[]; staff: number[] }>();
    for (const person of demo.people) {
      const { shift } = workPattern(person, demo.shifts);
      const group = groups.get(shift.id) ?? { login: [], staff: [] };
      (person.login ? group.login : group.staff).push(person.user_id);
      groups.set(shift.id, group);
    }
    for (const [shiftId, group] of groups) {
      for (const [userIds, dates] of [
        [group.staff, workdays],
        [group.login, workdays.filter((d) => d < cal.today)],
      ] as const) {
        if (userIds.length === 0) continue;
        // Presence takes at most 62 days of dates per assignment.
        for (const chunk of spans(dates, SCHEDULE_SPAN_DAYS)) {
          const entries = await untilCopies(() => rpc.call(ASSIGN_SCHEDULES, { user_ids: [...userIds], dates: chunk, shift_id: shiftId }, metaOf(admin), 60_000));
          report.schedules += entries.length;
        }
      }
    }
  }

  // Presence: every working day a person was not away, up to today (the logins up to yesterday).
  const planned = planDemoAbsences(cal);
  const presence = await rpc.call(
    SEED_DEMO_PRESENCE,
    {
      company_id: demo.company_id,
      timezone: demo.timezone,
      people: demo.people.map((person) => {
        const { shift, profile } = workPattern(person, demo.shifts);
        const away = daysAway(planned, person.email, cal);
        const days = workingDaysBetween(from, cal.today, cal).filter((d) => !away.has(d) && (!person.login || d < cal.today));
        return { user_id: person.user_id, profile, shift_start: shift.start_time, shift_end: shift.end_time, days };
      }),
    },
    { requestId: randomUUID(), actor: null },
    60_000,
  );
  report.presence_records = presence.records;
  report.elapsed_ms = Date.now() - started;
  return report;
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
