import { DateTime } from 'luxon';
import { type DemoPerson, type DemoShift, type DemoWorkProfile, type ReportScheduleBody, ROLE } from '@presently/contracts';

/*
 * What the demo company's people did: who was away when, and on which days they worked. Pure, so the
 * seed tool only carries it out (through the absence and presence services) and tests can read it.
 */

/** How a planned absence ends up: decided all the way, waiting for the team lead or for HR, or declined. */
export type DemoOutcome = 'approved' | 'pending_lead' | 'pending_hr' | 'declined';

export interface DemoAbsence {
  email: string;
  absenceTypeId: number;
  start: string;
  end: string;
  /** Rest days (type 11) name their dates. */
  dates?: string[];
  personalDayReasonId?: number;
  comment: string;
  outcome: DemoOutcome;
  /** HR records an absence in the past for the person; the person asks for a future one. */
  byHr: boolean;
}

export interface WorkCalendar {
  today: string;
  holidays: ReadonlySet<string>;
}

const addDays = (date: string, days: number) => DateTime.fromISO(date).plus({ days }).toISODate() as string;
const isWeekend = (date: string) => DateTime.fromISO(date).weekday >= 6;
export const isWorkingDay = (date: string, cal: WorkCalendar) => !isWeekend(date) && !cal.holidays.has(date);

/** The n-th working day from today (0: today or, on a day off, the next working day; negative: back in time). */
export function workingDay(cal: WorkCalendar, n: number): string {
  const step = n < 0 ? -1 : 1;
  let date = cal.today;
  while (!isWorkingDay(date, cal)) date = addDays(date, step);
  for (let left = Math.abs(n); left > 0; ) {
    date = addDays(date, step);
    if (isWorkingDay(date, cal)) left--;
  }
  return date;
}

/** Every working day from one date to another, inclusive. */
export function workingDaysBetween(from: string, to: string, cal: WorkCalendar): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isWorkingDay(d, cal)) days.push(d);
  return days;
}

const TYPE = { vacation: 1, personalDays: 2, sickLeave: 3, businessTrip: 4, workFromHome: 5, restDay: 11 } as const;
const MOVING_TO_ANOTHER_PLACE = 10;
const at = (local: string) => `${local}@demo.presently.local`;

/**
 * The absences of the demo: every type the screens show, in every state, spread over the three months
 * of history and the weeks ahead (n-th working day from today). Two wait for the demo team lead (their
 * team's members), two for HR (already approved by lead and manager), two were declined.
 */
export function planDemoAbsences(cal: WorkCalendar): DemoAbsence[] {
  const span = (email: string, absenceTypeId: number, from: number, days: number, comment: string, outcome: DemoOutcome = 'approved', extra: Partial<DemoAbsence> = {}): DemoAbsence => ({
    email: at(email),
    absenceTypeId,
    start: workingDay(cal, from),
    end: workingDay(cal, from + days - 1),
    comment,
    outcome,
    byHr: from <= 0,
    ...extra,
  });
  const restDay = (email: string, from: number): DemoAbsence => {
    const date = workingDay(cal, from);
    return { email: at(email), absenceTypeId: TYPE.restDay, start: date, end: date, dates: [date], comment: 'Rest day after the stock count', outcome: 'approved', byHr: from <= 0 };
  };
  return [
    // Behind us: recorded by HR and decided.
    span('teammember', TYPE.sickLeave, -52, 3, 'Flu'),
    span('filip.jovanovski', TYPE.vacation, -58, 5, 'Summer holiday at Ohrid'),
    span('vesna.mitrevska', TYPE.vacation, -40, 4, 'Family visit'),
    span('igor.kostovski', TYPE.sickLeave, -33, 2, 'Back pain'),
    span('katerina.janevska', TYPE.businessTrip, -27, 3, 'Trade fair in Thessaloniki'),
    span('sara.nedelkovska', TYPE.workFromHome, -21, 1, 'Waiting for a delivery at home'),
    span('elena.koneska', TYPE.vacation, -18, 5, 'Autumn break'),
    span('martin.ilievski', TYPE.personalDays, -15, 1, 'Moving flat', 'approved', { personalDayReasonId: MOVING_TO_ANOTHER_PLACE }),
    span('darko.mladenovski', TYPE.sickLeave, -12, 2, 'Dentist and recovery'),
    span('luan.bajrami', TYPE.businessTrip, -9, 2, 'Client visits in Tetovo'),
    span('aleksandra.velkova', TYPE.workFromHome, -6, 2, 'Quarterly closing from home'),
    restDay('zoran.spasovski', -25),
    restDay('besnik.ismaili', -11),
    span('blagoj.dimovski', TYPE.vacation, -36, 3, 'Long weekend', 'declined'),
    // Now: away today.
    span('dragan.angelovski', TYPE.vacation, -2, 5, 'Ski trip'),
    span('teodora.risteska', TYPE.sickLeave, -1, 3, 'Cold'),
    // Ahead: approved, waiting, declined.
    span('employee', TYPE.vacation, 15, 5, 'New Year with family'),
    span('hristijan.pavlovski', TYPE.vacation, 20, 4, 'Holiday abroad'),
    span('vladimir.zafirovski', TYPE.businessTrip, 8, 2, 'Sales conference in Sofia'),
    span('bojan.stojanov', TYPE.vacation, 10, 3, 'Wedding of a friend', 'pending_lead'),
    span('simona.trajkovska', TYPE.workFromHome, 6, 1, 'Plumber coming home', 'pending_lead'),
    span('katerina.janevska', TYPE.vacation, 12, 5, 'Winter holiday', 'pending_hr'),
    span('ardit.rexhepi', TYPE.vacation, 14, 2, 'Family celebration', 'pending_hr'),
    span('marija.andonovska', TYPE.vacation, 9, 2, 'Short break', 'declined'),
    restDay('jovana.petreska', 4),
  ];
}

/** The days a person is away on (approved, or still waiting), so their history leaves them out. */
export function daysAway(absences: readonly DemoAbsence[], email: string, cal: WorkCalendar): Set<string> {
  const days = new Set<string>();
  for (const a of absences) {
    if (a.email !== email || a.outcome === 'declined') continue;
    for (const d of a.dates ?? workingDaysBetween(a.start, a.end, cal)) days.add(d);
  }
  return days;
}

/** Which shift and way of working a person has, by their team. */
export function workPattern(person: DemoPerson, shifts: readonly DemoShift[]): { shift: DemoShift; profile: DemoWorkProfile } {
  const named = (name: string) => shifts.find((s) => s.name.startsWith(name)) ?? shifts[0];
  switch (person.team_name) {
    case 'Field Service':
      return { shift: named('Morning'), profile: 'field' };
    case 'Warehouse':
      // Two of the warehouse work afternoons, so the afternoon shift shows on the schedules.
      return { shift: /zoran|besnik/.test(person.email) ? named('Afternoon') : named('Morning'), profile: 'warehouse' };
    case 'Operations Team':
      return { shift: named('Morning'), profile: 'warehouse' };
    case 'Sales Skopje':
    case 'Key Accounts':
      return { shift: named('Office'), profile: 'sales' };
    default:
      return { shift: named('Office'), profile: 'office' };
  }
}

/** How far back the history goes: three months of working days. */
export const HISTORY_DAYS = 92;
/** How far ahead schedules go. */
export const SCHEDULE_AHEAD_DAYS = 28;
export const historyStart = (cal: WorkCalendar) => addDays(cal.today, -HISTORY_DAYS);
export const scheduleEnd = (cal: WorkCalendar) => addDays(cal.today, SCHEDULE_AHEAD_DAYS);

/**
 * HR's scheduled reports in the demo company, so that /scheduled-reports shows how the screen is used:
 * last month's presence report as Excel on the 1st at 07:00 for HR and the general manager, and last
 * week's calendar report as PDF on Mondays at 07:30 for HR and the department managers, each recipient
 * in a language of their own. Empty when the company lacks HR.
 */
export function planDemoReportSchedules(people: readonly DemoPerson[]): ReportScheduleBody[] {
  const logins = people.filter((p) => p.login);
  const hr = logins.find((p) => p.role_id === ROLE.HUMAN_RESOURCES);
  if (!hr) return [];
  const manager = logins.find((p) => p.role_id === ROLE.GENERAL_MANAGER);
  const departmentManagers = logins.filter((p) => p.role_id === ROLE.DEPARTMENT_MANAGER);
  const filters = { period: 'last_month', department_id: null, team_id: null, user_id: null } as const;
  return [
    {
      kind: 'presence',
      format: 'xlsx',
      filters,
      frequency: 'monthly',
      day_of_month: 1,
      weekday: null,
      time: '07:00',
      recipients: [{ email: hr.email, lang: 'en' }, ...(manager ? [{ email: manager.email, lang: 'mk' as const }] : [])],
      active: true,
    },
    {
      kind: 'calendar',
      format: 'pdf',
      filters: { ...filters, period: 'last_week' },
      frequency: 'weekly',
      weekday: 1,
      day_of_month: null,
      time: '07:30',
      recipients: [{ email: hr.email, lang: 'bg' }, ...departmentManagers.map((p) => ({ email: p.email, lang: 'mk' as const }))],
      active: true,
    },
  ];
}
