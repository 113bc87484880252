import { settingFor } from './approval-chain';
import { allowedOff, coverageExceededKey, coverageExcesses, teamCoverage } from './team-coverage';
import { endEarlyError, recount, recountedByHolidays, representedBy, substituteError } from './request-changes';
import type { WorkCalendar } from './working-days';

const cal = (holidays: string[] = []): WorkCalendar => ({
  workDays: [1, 2, 3, 4, 5],
  holidays: holidays.map((date) => ({ date, for_all: true, nationality_id: null, religion_id: null })),
  nationalityId: 1,
  religionId: 1,
  restDays: [],
});
const vacation = { absenceTypeId: 1, startDate: '2030-06-03', endDate: '2030-06-07', halfDay: false, dates: [] as string[] };

describe('a holiday added or removed after the request', () => {
  it('recounts the working days and the next working day', () => {
    expect(recount(vacation, cal())).toEqual({ requestedDays: 5, nextWorkingDay: '2030-06-10' });
    expect(recount(vacation, cal(['2030-06-05']))).toEqual({ requestedDays: 4, nextWorkingDay: '2030-06-10' });
    expect(recount(vacation, cal(['2030-06-10']))).toEqual({ requestedDays: 5, nextWorkingDay: '2030-06-11' });
  });
  it('keeps a half day at the end, moving it to the new last working day', () => {
    expect(recount({ ...vacation, halfDay: true }, cal(['2030-06-07']))).toEqual({ requestedDays: 3.5, nextWorkingDay: '2030-06-10' });
  });
  it('never recounts rest days or switched days', () => {
    expect(recountedByHolidays(11)).toBe(false);
    expect(recountedByHolidays(7)).toBe(false);
    expect(recountedByHolidays(3)).toBe(true);
  });
});

describe('ending an absence early', () => {
  it('only a started one, on a day within its period before its end', () => {
    expect(endEarlyError(vacation, '2030-06-05', '2030-06-04')).toBeNull();
    expect(endEarlyError(vacation, '2030-06-03', '2030-06-03')).toBeNull();
    expect(endEarlyError(vacation, '2030-06-05', '2030-06-02')).toEqual({ field: 'id', key: 'absence_not_started' });
    expect(endEarlyError(vacation, '2030-06-07', '2030-06-04')).toEqual({ field: 'end_date', key: 'end_date_out_of_period' });
    expect(endEarlyError(vacation, '2030-06-02', '2030-06-04')).toEqual({ field: 'end_date', key: 'end_date_out_of_period' });
    expect(endEarlyError({ ...vacation, absenceTypeId: 11 }, '2030-06-03', '2030-06-04')).toEqual({ field: 'end_date', key: 'end_date_out_of_period' });
  });
  it('the shorter period counts its own days', () => {
    expect(recount({ ...vacation, endDate: '2030-06-04' }, cal())).toEqual({ requestedDays: 2, nextWorkingDay: '2030-06-05' });
  });
});

describe('substitutes', () => {
  const p = (userId: number, substituteUserId: number, from = '2030-06-01', to = '2030-06-30') => ({ userId, substituteUserId, from, to });
  it('the substitute decides the steps of whoever named them while the period runs, one hop only', () => {
    const periods = [p(10, 20), p(20, 30, '2030-07-01', '2030-07-31'), p(11, 20, '2030-08-01', '2030-08-31')];
    expect(representedBy(20, periods, '2030-06-15')).toEqual([20, 10]);
    expect(representedBy(20, periods, '2030-07-15')).toEqual([20]);
    // 30 stands in for 20 in July, never for those 20 stands in for.
    expect(representedBy(30, periods, '2030-07-15')).toEqual([30, 20]);
    expect(representedBy(30, [p(10, 20), p(20, 30)], '2030-06-15')).toEqual([30, 20]);
  });
  it('not oneself, no loop, the end not before the start', () => {
    expect(substituteError(p(10, 10), [])).toBe('invalid_substitute');
    expect(substituteError(p(20, 10), [p(10, 20)])).toBe('substitute_has_substitute');
    expect(substituteError(p(20, 10, '2030-07-01', '2030-07-31'), [p(10, 20)])).toBeNull();
    expect(substituteError(p(10, 20, '2030-06-30', '2030-06-01'), [])).toBe('end_before_start');
  });
});

describe('chains by type and length', () => {
  const base = { team_lead: true, department_manager: true, human_resources: false, general_manager: false };
  it('a type without rules keeps the company setting', () => {
    expect(settingFor(base, [], 10)).toEqual(base);
  });
  it('sick leave → HR only; vacation over 5 days adds the general manager', () => {
    expect(settingFor(base, [{ step: 'human_resources', fromDays: 0 }], 1)).toEqual({ team_lead: false, department_manager: false, human_resources: true, general_manager: false });
    const vacation = [
      { step: 'team_lead' as const, fromDays: 0 },
      { step: 'general_manager' as const, fromDays: 6 },
    ];
    expect(settingFor(base, vacation, 5)).toEqual({ team_lead: true, department_manager: false, human_resources: false, general_manager: false });
    expect(settingFor(base, vacation, 5.5)).toEqual({ team_lead: true, department_manager: false, human_resources: false, general_manager: false });
    expect(settingFor(base, vacation, 6)).toEqual({ team_lead: true, department_manager: false, human_resources: false, general_manager: true });
  });
});

describe('team coverage', () => {
  const other = (userId: number, status: 'pending' | 'approved' | 'cancellation_pending', startDate: string, endDate: string, absenceTypeId = 1, dates: string[] = []) => ({
    userId,
    status,
    startDate,
    endDate,
    absenceTypeId,
    dates,
  });
  it('counts each other person of the team once a day, approved apart from pending', () => {
    const days = teamCoverage(
      ['2030-06-03', '2030-06-04', '2030-06-05'],
      [
        other(1, 'approved', '2030-06-01', '2030-06-03'),
        other(1, 'pending', '2030-06-03', '2030-06-04'),
        other(2, 'pending', '2030-06-04', '2030-06-10'),
        other(3, 'cancellation_pending', '2030-06-05', '2030-06-05'),
        other(4, 'approved', '2030-06-05', '2030-06-05', 11, ['2030-06-09']),
        other(5, 'approved', '2030-06-05', '2030-06-05', 7),
      ],
    );
    expect(days).toEqual([
      { date: '2030-06-03', approved: 1, pending: 0 },
      { date: '2030-06-04', approved: 0, pending: 2 },
      { date: '2030-06-05', approved: 2, pending: 1 },
    ]);
  });

  describe('the company maximum share of a team off at once', () => {
    const day = (date: string, approved: number, pending: number) => ({ date, approved, pending });

    it('a team of 10 at 30 % lets three be off; the fourth person of a day goes over', () => {
      const days = [day('2030-06-03', 2, 0), day('2030-06-04', 1, 2), day('2030-06-05', 0, 0)];
      expect(coverageExcesses(days, { maxPercent: 30, teamSize: 10 })).toEqual([{ date: '2030-06-04', off: 4, teamSize: 10, maxPercent: 30 }]);
      expect(coverageExcesses(days, { maxPercent: 40, teamSize: 10 })).toEqual([]);
    });

    it('a pending request of another holds its place as an approved one does', () => {
      expect(coverageExcesses([day('2030-06-03', 0, 1)], { maxPercent: 50, teamSize: 2 })).toHaveLength(1);
      expect(coverageExcesses([day('2030-06-03', 1, 0)], { maxPercent: 50, teamSize: 2 })).toHaveLength(1);
      expect(coverageExcesses([day('2030-06-03', 0, 0)], { maxPercent: 50, teamSize: 2 })).toEqual([]);
    });

    it('rounds the share down but always lets one person be off, so a small team can still take a day', () => {
      expect(allowedOff(5, 50)).toBe(2);
      expect(allowedOff(3, 20)).toBe(1);
      expect(allowedOff(1, 50)).toBe(1);
      expect(coverageExcesses([day('2030-06-03', 0, 0)], { maxPercent: 10, teamSize: 3 })).toEqual([]);
      expect(coverageExcesses([day('2030-06-03', 1, 0)], { maxPercent: 10, teamSize: 3 })).toHaveLength(1);
    });

    it('no maximum, or no team, never refuses', () => {
      const crowded = [day('2030-06-03', 9, 9)];
      expect(coverageExcesses(crowded, { maxPercent: null, teamSize: 10 })).toEqual([]);
      expect(coverageExcesses(crowded, { maxPercent: 10, teamSize: null })).toEqual([]);
    });

    it('names the day and the figures in the error key', () => {
      expect(coverageExceededKey({ date: '2030-06-04', off: 4, teamSize: 10, maxPercent: 30 })).toBe('team_coverage_exceeded:2030-06-04:4:10:30');
    });
  });
});
