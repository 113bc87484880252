import { daysAway, isWorkingDay, planDemoAbsences, workingDay, workingDaysBetween, type WorkCalendar } from './demo-plan';

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
