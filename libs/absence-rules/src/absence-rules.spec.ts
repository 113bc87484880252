import { companyAllowances } from './absence-type-rules';
import { ABSENCE_ERRORS as E } from '@presently/contracts';
import { approverEmailed, resolveChain, type StepHolder, type StepHolders } from './approval-chain';
import { assessRequest, type HeldAbsence, type RequestContext, type RequestDraft } from './request-rules';
import { allocateUsage, vacationBalanceError } from './vacation-balance';
import { addWorkingDays, nextWorkingDay, requestedDays, todayIn, type WorkCalendar } from './working-days';

const MON_FRI = [1, 2, 3, 4, 5];
const cal = (over: Partial<WorkCalendar> = {}): WorkCalendar => ({ workDays: MON_FRI, holidays: [], nationalityId: 1, religionId: 1, restDays: [], ...over });
const forAll = (date: string) => ({ date, for_all: true, nationality_id: null, religion_id: null });

describe('requested working days', () => {
  it('a period across the year end skips the weekend and New Year', () => {
    // Mon 29 Dec 2025 – Fri 2 Jan 2026, 1 January a holiday for all: Mon, Tue, Wed, Fri.
    expect(requestedDays('2025-12-29', '2026-01-02', cal({ holidays: [forAll('2026-01-01')] }))).toBe(4);
  });

  it('a holiday on a weekday is not requested; one on a Saturday changes nothing', () => {
    expect(requestedDays('2026-05-04', '2026-05-08', cal({ holidays: [forAll('2026-05-06')] }))).toBe(4);
    expect(requestedDays('2026-05-04', '2026-05-10', cal({ holidays: [forAll('2026-05-09')] }))).toBe(5);
  });

  it("another religion's holiday is a working day; the user's own religion or nationality is not", () => {
    const other = { date: '2026-04-13', for_all: false, nationality_id: null, religion_id: 2 };
    expect(requestedDays('2026-04-13', '2026-04-17', cal({ holidays: [other] }))).toBe(5);
    expect(requestedDays('2026-04-13', '2026-04-17', cal({ holidays: [other], religionId: 2 }))).toBe(4);
    const nation = { date: '2026-04-14', for_all: false, nationality_id: 1, religion_id: null };
    expect(requestedDays('2026-04-13', '2026-04-17', cal({ holidays: [nation] }))).toBe(4);
  });

  it('a DST week counts like any other (dates carry no zone)', () => {
    // Europe switches to summer time on Sunday 29 March 2026.
    expect(requestedDays('2026-03-23', '2026-04-03', cal())).toBe(10);
    expect(todayIn('Europe/Skopje', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
  });

  it('rest days are not requested; a half day counts the last working day as 0.5', () => {
    expect(requestedDays('2026-05-04', '2026-05-08', cal({ restDays: ['2026-05-05'] }))).toBe(4);
    expect(requestedDays('2026-05-04', '2026-05-08', cal(), true)).toBe(4.5);
    expect(requestedDays('2026-05-09', '2026-05-10', cal(), true)).toBe(0);
  });

  it('the next working day skips weekends and holidays; notice counts working days', () => {
    expect(nextWorkingDay('2026-01-02', cal())).toBe('2026-01-05');
    expect(nextWorkingDay('2025-12-31', cal({ holidays: [forAll('2026-01-01')] }))).toBe('2026-01-02');
    expect(addWorkingDays('2026-05-07', 3, cal())).toBe('2026-05-12');
  });
});

describe('the rules of a new request', () => {
  const ctx = (over: Partial<RequestContext> = {}): RequestContext => ({
    today: '2026-05-04',
    calendar: cal(),
    actorRoleId: 4,
    forSomeoneElse: false,
    minDaysBeforeVacation: 3,
    pastVacationRoles: [],
    leadsScheduleOwnRestDays: false,
    hrAbsenceLimitDate: null,
    requesterIsLead: false,
    loggingDisabled: false,
    personalDayAllowances: { 1: 3, 5: 3 },
    held: [],
    ...over,
  });
  const draft = (over: Partial<RequestDraft> = {}): RequestDraft => ({
    absenceTypeId: 1,
    startDate: '2026-05-11',
    endDate: '2026-05-15',
    halfDay: false,
    personalDayReasonId: null,
    switchDate: null,
    dates: [],
    ...over,
  });
  const held = (over: Partial<HeldAbsence>): HeldAbsence => ({
    id: 1,
    absenceTypeId: 1,
    startDate: '2026-05-11',
    endDate: '2026-05-11',
    halfDay: false,
    switchDate: null,
    dates: [],
    personalDayReasonId: null,
    requestedDays: 1,
    ...over,
  });

  it('accepts a vacation with notice and counts its days', () => {
    expect(assessRequest(draft(), ctx())).toMatchObject({ errors: {}, requestedDays: 5 });
  });

  it('vacation needs the working days of notice unless the role may schedule in the past', () => {
    expect(assessRequest(draft({ startDate: '2026-05-06', endDate: '2026-05-06' }), ctx()).errors).toEqual({ start_date: [E.vacationNeedsNotice] });
    expect(assessRequest(draft({ startDate: '2026-05-07', endDate: '2026-05-07' }), ctx()).errors).toEqual({});
    expect(assessRequest(draft({ startDate: '2026-05-06', endDate: '2026-05-06' }), ctx({ actorRoleId: 3, pastVacationRoles: [3] })).errors).toEqual({});
  });

  it('past dates are refused unless allowed', () => {
    expect(assessRequest(draft({ absenceTypeId: 3, startDate: '2026-05-01', endDate: '2026-05-05' }), ctx()).errors).toEqual({ start_date: [E.datesMustBePresentOrFuture] });
    expect(assessRequest(draft({ absenceTypeId: 3, startDate: '2026-05-01', endDate: '2026-05-05' }), ctx({ pastVacationRoles: [4] })).errors).toEqual({});
  });

  it('a period of only weekend days has no working day', () => {
    expect(assessRequest(draft({ absenceTypeId: 4, startDate: '2026-05-09', endDate: '2026-05-10' }), ctx()).errors).toEqual({ start_date: [E.noWorkingDays] });
  });

  it('rest days: one or two, and a lead’s own only when the company allows it', () => {
    expect(assessRequest(draft({ absenceTypeId: 11, dates: [] }), ctx()).errors).toEqual({ dates: [E.selectAtLeastOneDay] });
    expect(assessRequest(draft({ absenceTypeId: 11, dates: ['2026-05-11', '2026-05-12', '2026-05-13'] }), ctx()).errors).toEqual({ dates: [E.maxTwoRestDays] });
    expect(assessRequest(draft({ absenceTypeId: 11, dates: ['2026-05-11'] }), ctx({ requesterIsLead: true })).errors).toEqual({ dates: [E.noOwnRestDays] });
    expect(assessRequest(draft({ absenceTypeId: 11, dates: ['2026-05-11'] }), ctx({ requesterIsLead: true, leadsScheduleOwnRestDays: true }))).toMatchObject({ errors: {}, requestedDays: 1 });
  });

  it('a switched day is exactly one day with the day worked instead', () => {
    expect(assessRequest(draft({ absenceTypeId: 7 }), ctx()).errors).toEqual({ switch_date: [E.selectOneDayToSwitch] });
    expect(assessRequest(draft({ absenceTypeId: 7, endDate: '2026-05-11', switchDate: '2026-05-16' }), ctx())).toMatchObject({ errors: {}, requestedDays: 1 });
  });

  it('half days only where the type allows them', () => {
    expect(assessRequest(draft({ absenceTypeId: 4, halfDay: true }), ctx()).errors).toEqual({ half_day: [E.halfDayNotAllowed] });
    expect(assessRequest(draft({ halfDay: true }), ctx()).requestedDays).toBe(4.5);
  });

  it('personal days need a reason within its yearly allowance, and never overlap', () => {
    expect(assessRequest(draft({ absenceTypeId: 2 }), ctx()).errors).toEqual({ personal_day_reason_id: [E.reasonRequired] });
    const twoTaken = held({ absenceTypeId: 2, personalDayReasonId: 1, startDate: '2026-03-02', endDate: '2026-03-03', requestedDays: 2 });
    expect(assessRequest(draft({ absenceTypeId: 2, personalDayReasonId: 1, endDate: '2026-05-12' }), ctx({ held: [twoTaken] })).errors).toEqual({ personal_day_reason_id: [E.personalDayAllowanceExceeded] });
    expect(assessRequest(draft({ absenceTypeId: 2, personalDayReasonId: 1, endDate: '2026-05-11' }), ctx({ held: [twoTaken] })).errors).toEqual({});
    const other = held({ absenceTypeId: 2, personalDayReasonId: 5, startDate: '2026-05-11', endDate: '2026-05-11' });
    expect(assessRequest(draft({ absenceTypeId: 2, personalDayReasonId: 1, endDate: '2026-05-11' }), ctx({ held: [other] })).errors).toEqual({ start_date: [E.overlappingPersonalDays] });
  });

  it('overlap with a held absence; two half days of one date fit', () => {
    expect(assessRequest(draft(), ctx({ held: [held({ absenceTypeId: 3, startDate: '2026-05-15', endDate: '2026-05-20' })] })).errors).toEqual({ start_date: [E.overlappingAbsence] });
    expect(assessRequest(draft({ startDate: '2026-05-11', endDate: '2026-05-11', halfDay: true }), ctx({ held: [held({ halfDay: true })] })).errors).toEqual({});
    expect(assessRequest(draft({ startDate: '2026-05-11', endDate: '2026-05-11', halfDay: true }), ctx({ held: [held({})] })).errors).toEqual({ start_date: [E.overlappingAbsence] });
    expect(assessRequest(draft({ absenceTypeId: 7, endDate: '2026-05-11', switchDate: '2026-05-16' }), ctx({ held: [held({ startDate: '2026-05-14', endDate: '2026-05-18' })] })).errors).toEqual({
      start_date: [E.overlappingPeriodOrSwitchDay],
    });
  });

  it('HR asking for someone else stops at the company’s limit date; disabled logging refuses logged work', () => {
    expect(assessRequest(draft({ absenceTypeId: 3 }), ctx({ forSomeoneElse: true, hrAbsenceLimitDate: '2026-05-12' })).errors).toEqual({ start_date: [E.hrLimit] });
    expect(assessRequest(draft({ absenceTypeId: 5 }), ctx({ loggingDisabled: true })).errors).toEqual({ absence_type_id: [E.loggingDisabled] });
  });
});

describe('the approval chain', () => {
  const person = (user_id: number, role_id = 4): StepHolder => ({ user_id, role_id, full_name: `P${user_id}`, email: `p${user_id}@x.test`, lang: 'en' });
  const holders: StepHolders = { team_lead: person(10, 6), department_manager: person(20, 7), human_resources: [person(31, 3), person(30, 3)], general_manager: person(40, 2) };
  const all = { team_lead: true, department_manager: true, human_resources: true, general_manager: true };
  const steps = (chain: ReturnType<typeof resolveChain>) => chain.map((s) => `${s.step}:${s.holder.user_id}`);

  it('takes the steps the setting turns on, in order; HR is held by the lowest id', () => {
    expect(steps(resolveChain(all, holders, 1))).toEqual(['team_lead:10', 'department_manager:20', 'human_resources:30', 'general_manager:40']);
    expect(steps(resolveChain({ ...all, team_lead: false, general_manager: false }, holders, 1))).toEqual(['department_manager:20', 'human_resources:30']);
  });

  it('skips a step nobody holds, the requester holds, or its holder already decides', () => {
    expect(steps(resolveChain(all, { ...holders, team_lead: null }, 1))).toEqual(['department_manager:20', 'human_resources:30', 'general_manager:40']);
    expect(steps(resolveChain(all, holders, 10))).toEqual(['department_manager:20', 'human_resources:30', 'general_manager:40']);
    expect(steps(resolveChain(all, holders, 31))).toEqual(['team_lead:10', 'department_manager:20', 'general_manager:40']);
    expect(steps(resolveChain(all, { ...holders, department_manager: person(10, 7) }, 1))).toEqual(['team_lead:10', 'human_resources:30', 'general_manager:40']);
  });

  it('no applicable step: approved at once', () => {
    expect(resolveChain({ team_lead: false, department_manager: false, human_resources: false, general_manager: false }, holders, 1)).toEqual([]);
    expect(resolveChain({ ...all, human_resources: false, department_manager: false, team_lead: true, general_manager: true }, { ...holders, team_lead: null }, 40)).toEqual([]);
  });

  it('e-mails to a role the company silenced are not sent', () => {
    const off = { disableEmailsGeneralManager: true, disableEmailsDepartmentManager: true, disableEmailsChairman: false };
    expect(approverEmailed({ step: 'general_manager', holder: person(40, 2) }, off)).toBe(false);
    expect(approverEmailed({ step: 'general_manager', holder: person(40, 8) }, off)).toBe(true);
    expect(approverEmailed({ step: 'department_manager', holder: person(20, 7) }, off)).toBe(false);
    expect(approverEmailed({ step: 'team_lead', holder: person(10, 6) }, off)).toBe(true);
  });
});

describe('vacation balance', () => {
  const y2025 = { id: 1, validFrom: '2025-01-01', validTo: '2026-06-30', days: 5 };
  const y2026 = { id: 2, validFrom: '2026-01-01', validTo: '2026-12-31', days: 20 };

  it('the earliest-expiring rule is used first; pending counts against what is left', () => {
    const usage = allocateUsage([y2026, y2025], [{ id: 9, startDate: '2026-03-02', requestedDays: 7, status: 'pending' }]);
    expect(usage.get(1)).toEqual({ used: 0, pending: 5 });
    expect(usage.get(2)).toEqual({ used: 0, pending: 2 });
    const held = [{ id: 9, startDate: '2026-03-02', requestedDays: 21, status: 'pending' as const }];
    expect(vacationBalanceError({ startDate: '2026-05-11', endDate: '2026-05-15', requestedDays: 5 }, [y2025, y2026], held)).toBe(E.daysExceedAnnualLimit);
    expect(vacationBalanceError({ startDate: '2026-05-11', endDate: '2026-05-15', requestedDays: 5 }, [y2025, y2026], [])).toBeNull();
  });

  it('overdraw, no rule yet, no rule in the period, a period past the rules', () => {
    expect(vacationBalanceError({ startDate: '2026-05-11', endDate: '2026-05-29', requestedDays: 26 }, [y2025, y2026], [])).toBe(E.daysExceedAnnualLimit);
    expect(vacationBalanceError({ startDate: '2026-05-11', endDate: '2026-05-11', requestedDays: 1 }, [], [])).toBe(E.noVacationRightYet);
    expect(vacationBalanceError({ startDate: '2024-05-11', endDate: '2024-05-11', requestedDays: 1 }, [y2026], [])).toBe(E.noVacationRightYet);
    expect(vacationBalanceError({ startDate: '2027-02-01', endDate: '2027-02-01', requestedDays: 1 }, [y2026], [])).toBe(E.noVacationRightInPeriod);
    expect(vacationBalanceError({ startDate: '2026-12-30', endDate: '2027-01-04', requestedDays: 3 }, [y2026], [])).toBe(E.cannotTakeVacationInPeriod);
  });

  it('an overdrawn balance (a holiday removed later) shows below zero and never blocks a decision', () => {
    const usage = allocateUsage([y2025], [{ id: 1, startDate: '2026-03-02', requestedDays: 7, status: 'approved' }]);
    expect(usage.get(1)).toEqual({ used: 7, pending: 0 });
  });
});

describe('personal-day allowances of a company', () => {
  it('lay the company’s own days over its country’s labour code, reason by reason', () => {
    expect(companyAllowances('BG', [])[1]).toBe(2);
    expect(companyAllowances('MK', [])[1]).toBe(3);
    const own = companyAllowances('BG', [{ reasonId: 1, days: 5 }, { reasonId: 9, days: 0 }]);
    expect([own[1], own[9], own[4]]).toEqual([5, 0, 2]);
    // The defaults themselves are never changed by a company's own.
    expect(companyAllowances('BG', [])[1]).toBe(2);
  });
});
