import type { CompanySettings, WorkSettings } from '@presently/contracts';
import { localDate } from '@presently/presence-rules';
import { DEFAULT_COMPANY_SETTINGS, DEFAULT_WORK_SETTINGS } from '../../copies/domain/copy-payloads';
import { type ClosedMonthSettings, rulesByDay, rulesOn } from './closed-month-rules';

const SALES = 20;
const SUPPORT = 30;

// Now: no rounding, no night window, 8-hour days. At October's close: 15-minute margins, nights 22–06, 6-hour days.
const current: CompanySettings = { ...DEFAULT_COMPANY_SETTINGS, timezone: 'Europe/Skopje', start_rounding_minutes: 0, end_rounding_minutes: 0, night_work: { enabled: false, start: null, end: null } };
const atOctoberClose: CompanySettings = {
  ...current,
  timezone: 'Europe/Sofia',
  start_rounding_minutes: 15,
  end_rounding_minutes: 15,
  flexible_hours_margin_minutes: 10,
  night_work: { enabled: true, start: '22:00', end: '06:00' },
};
const work = (over: Partial<WorkSettings>): WorkSettings => ({ ...DEFAULT_WORK_SETTINGS, ...over });

const ana = { userId: 1, departmentId: SALES, workSettings: work({ working_hours: 8, automatic_presence_stop: true }) };
const bob = { userId: 2, departmentId: SUPPORT, workSettings: work({ working_hours: 8 }) };
const newcomer = { userId: 3, departmentId: SALES, workSettings: work({ working_hours: 7 }) };

const snapshot = (month: string, departmentId: number | null, company: CompanySettings | null, people: Array<[number, Partial<WorkSettings>]>, closedAt = '2025-11-03T09:00:00Z'): ClosedMonthSettings => ({
  month,
  departmentId,
  company,
  work: new Map<number, WorkSettings>(people.map(([id, w]) => [id, work(w)])),
  closedAt: new Date(closedAt),
});

const october = snapshot('2025-10', null, atOctoberClose, [
  [ana.userId, { working_hours: 6, max_paid_break_minutes: 15, disable_overtime: true, flexible_regular_hours: true }],
  [bob.userId, { working_hours: 4 }],
]);

describe('the rules of a day in a closed month', () => {
  it('classifies a day of a month closed for the whole company with the settings of the close, and other months with the current ones', () => {
    expect(rulesOn('2025-10-15', ana, current, [october])).toMatchObject({
      startRoundingMinutes: 15,
      endRoundingMinutes: 15,
      flexibleHoursMarginMinutes: 10,
      nightWork: { start: '22:00', end: '06:00' },
      workingMinutesPerDay: 360,
      maxPaidBreakMinutes: 15,
      disableOvertime: true,
      flexibleRegularHours: true,
    });
    expect(rulesOn('2025-10-15', bob, current, [october]).workingMinutesPerDay).toBe(240);
    expect(rulesOn('2025-11-03', ana, current, [october])).toMatchObject({ startRoundingMinutes: 0, nightWork: null, workingMinutesPerDay: 480, disableOvertime: false });
    expect(rulesOn('2025-10-15', ana, current, [])).toMatchObject({ startRoundingMinutes: 0, workingMinutesPerDay: 480 });
  });

  it("keeps the current time zone and clocking switches: they are not what a closed month's figures are frozen by", () => {
    const rules = rulesOn('2025-10-15', ana, current, [october]);
    expect(rules.timezone).toBe('Europe/Skopje');
    expect(rules.automaticPresenceStop).toBe(true);
  });

  it("holds a department's closure for its people only", () => {
    const salesOctober = snapshot('2025-10', SALES, atOctoberClose, [[ana.userId, { working_hours: 6 }]]);
    expect(rulesOn('2025-10-15', ana, current, [salesOctober])).toMatchObject({ startRoundingMinutes: 15, workingMinutesPerDay: 360 });
    expect(rulesOn('2025-10-15', bob, current, [salesOctober])).toMatchObject({ startRoundingMinutes: 0, workingMinutesPerDay: 480 });
    // Moved to Sales after the close of Support: judged by the department now, as the edits are.
    const supportOctober = snapshot('2025-10', SUPPORT, atOctoberClose, [[bob.userId, { working_hours: 4 }]]);
    expect(rulesOn('2025-10-15', { ...bob, departmentId: SALES }, current, [supportOctober])).toMatchObject({ startRoundingMinutes: 0, workingMinutesPerDay: 480 });
  });

  it('gives a person hired after the close the settings of the close for the company and their own current work settings', () => {
    expect(rulesOn('2025-10-31', newcomer, current, [october])).toMatchObject({ startRoundingMinutes: 15, nightWork: { start: '22:00', end: '06:00' }, workingMinutesPerDay: 420 });
  });

  it('classifies each closed month with its own snapshot', () => {
    const september = snapshot('2025-09', null, { ...current, start_rounding_minutes: 5 }, [[ana.userId, { working_hours: 7.5 }]], '2025-10-02T09:00:00Z');
    expect(rulesOn('2025-09-30', ana, current, [september, october])).toMatchObject({ startRoundingMinutes: 5, workingMinutesPerDay: 450, nightWork: null });
    expect(rulesOn('2025-10-01', ana, current, [september, october])).toMatchObject({ startRoundingMinutes: 15, workingMinutesPerDay: 360 });
    const byDay = rulesByDay(ana, current, [september, october]);
    expect(['2025-09-30', '2025-10-01', '2025-11-01'].map((d) => byDay(d).startRoundingMinutes)).toEqual([5, 15, 0]);
  });

  it('decides by the day in the company zone: 31 October 23:30 UTC is 1 November in Skopje, outside the closed October', () => {
    const lastOfOctober = localDate(new Date('2025-10-31T22:30:00Z'), current.timezone);
    const firstOfNovember = localDate(new Date('2025-10-31T23:30:00Z'), current.timezone);
    expect([lastOfOctober, firstOfNovember]).toEqual(['2025-10-31', '2025-11-01']);
    expect(rulesOn(lastOfOctober, ana, current, [october]).startRoundingMinutes).toBe(15);
    expect(rulesOn(firstOfNovember, ana, current, [october]).startRoundingMinutes).toBe(0);
  });

  it("uses the first close's snapshot when the department's month is closed again for the whole company", () => {
    const salesFirst = snapshot('2025-10', SALES, { ...current, start_rounding_minutes: 30 }, [[ana.userId, { working_hours: 5 }]], '2025-11-02T09:00:00Z');
    expect(rulesOn('2025-10-15', ana, current, [october, salesFirst])).toMatchObject({ startRoundingMinutes: 30, workingMinutesPerDay: 300 });
    expect(rulesOn('2025-10-15', bob, current, [october, salesFirst])).toMatchObject({ startRoundingMinutes: 15, workingMinutesPerDay: 240 });
  });

  it('keeps the current company settings when presence held no copy of them at the close, and the snapshotted work settings', () => {
    const withoutCompany = snapshot('2025-10', null, null, [[ana.userId, { working_hours: 6 }]]);
    expect(rulesOn('2025-10-15', ana, current, [withoutCompany])).toMatchObject({ startRoundingMinutes: 0, workingMinutesPerDay: 360 });
  });
});
