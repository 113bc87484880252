import { mayScheduleReport, ReportScheduleBody, ROLE } from '@presently/contracts';
import { daysAway, isWorkingDay, planDemoAbsences, planDemoReportSchedules, workingDay, workingDaysBetween, type WorkCalendar } from './demo-plan';

// A Tuesday, with North Macedonia's holidays around it (8 December, 1 and 7 January).
const cal: WorkCalendar = { today: '2026-11-24', holidays: new Set(['2026-10-11', '2026-10-12', '2026-10-23', '2026-12-08', '2027-01-01', '2027-01-07']) };

describe('the demo company’s absences', () => {
  const plan = planDemoAbsences(cal);

  it('count working days around today, skipping weekends and holidays', () => {
    expect(workingDay(cal, 0)).toBe('2026-11-24');
    expect(workingDay(cal, 4)).toBe('2026-11-30');
    expect(workingDay(cal, -2)).toBe('2026-11-20');
    expect(workingDay({ ...cal, today: '2026-11-28' }, 0)).toBe('2026-11-30');
    expect(workingDaysBetween('2026-12-07', '2026-12-09', cal)).toEqual(['2026-12-07', '2026-12-09']);
  });

  it('have every state and the types the screens show, on working days', () => {
    expect(new Set(plan.map((a) => a.outcome))).toEqual(new Set(['approved', 'pending_lead', 'pending_hr', 'declined']));
    expect(new Set(plan.map((a) => a.absenceTypeId))).toEqual(new Set([1, 2, 3, 4, 5, 11]));
    for (const a of plan) {
      expect(a.start <= a.end).toBe(true);
      expect(isWorkingDay(a.start, cal) && isWorkingDay(a.end, cal)).toBe(true);
    }
  });

  it('are recorded by HR when they began before today, asked for by the person otherwise (a vacation at least three working days ahead)', () => {
    for (const a of plan) expect(a.byHr).toBe(a.start <= cal.today);
    for (const a of plan.filter((x) => x.absenceTypeId === 1 && !x.byHr)) expect(a.start >= workingDay(cal, 3)).toBe(true);
  });

  it('put someone away today, and never give one person two absences on one day', () => {
    expect(plan.filter((a) => a.outcome === 'approved' && a.start <= cal.today && cal.today <= a.end).length).toBeGreaterThanOrEqual(2);
    for (const email of new Set(plan.map((a) => a.email))) {
      const mine = plan.filter((a) => a.email === email);
      const days = mine.flatMap((a) => a.dates ?? workingDaysBetween(a.start, a.end, cal));
      expect(new Set(days).size).toBe(days.length);
    }
  });

  it('leave the days away out of the person’s history, but not a declined request’s', () => {
    const away = daysAway(plan, 'dragan.angelovski@demo.presently.local', cal);
    expect(away.has(cal.today)).toBe(true);
    expect(daysAway(plan, 'marija.andonovska@demo.presently.local', cal).size).toBe(0);
  });
});

describe('the demo company’s scheduled reports', () => {
  const person = (user_id: number, role_id: number, email: string, login = true) => ({ user_id, email, role_id, full_name: email, team_id: null, team_name: null, department_id: null, login });
  const people = [
    person(1, ROLE.SYSADMIN, 'sysadmin@demo.test'),
    person(2, ROLE.GENERAL_MANAGER, 'manager@demo.test'),
    person(3, ROLE.HUMAN_RESOURCES, 'hr@demo.test'),
    person(7, ROLE.DEPARTMENT_MANAGER, 'deplead@demo.test'),
    person(9, ROLE.DEPARTMENT_MANAGER, 'sales.manager@demo.test', false),
  ];

  it('are a monthly Excel presence report and a weekly PDF calendar report, each valid as the schedules screen sends it and one HR may make', () => {
    const plan = planDemoReportSchedules(people);
    expect(plan.map((s) => [s.kind, s.format, s.frequency, s.filters.period])).toEqual([
      ['presence', 'xlsx', 'monthly', 'last_month'],
      ['calendar', 'pdf', 'weekly', 'last_week'],
    ]);
    for (const schedule of plan) {
      expect(ReportScheduleBody.safeParse(schedule).success).toBe(true);
      expect(mayScheduleReport(schedule.kind, ROLE.HUMAN_RESOURCES, false)).toBe(true);
    }
  });

  it('go to HR and the managers who log in, in more than one language, and are none without HR', () => {
    const [monthly, weekly] = planDemoReportSchedules(people);
    expect(monthly.recipients).toEqual([{ email: 'hr@demo.test', lang: 'en' }, { email: 'manager@demo.test', lang: 'mk' }]);
    expect(weekly.recipients.map((r) => r.email)).toEqual(['hr@demo.test', 'deplead@demo.test']);
    expect(new Set(weekly.recipients.map((r) => r.lang)).size).toBe(2);
    expect(planDemoReportSchedules(people.filter((p) => p.role_id !== ROLE.HUMAN_RESOURCES))).toEqual([]);
  });
});
