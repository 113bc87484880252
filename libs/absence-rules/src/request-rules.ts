import { ABSENCE_ERRORS } from '@presently/contracts';
import { ABSENCE_TYPE, typeRule } from './absence-type-rules';
import { addDays } from '@presently/domain';
import { addWorkingDays, dayShares, type WorkCalendar, workingDaysBetween } from './working-days';

/** A request as asked for (after the contract schema). */
export interface RequestDraft {
  absenceTypeId: number;
  startDate: string;
  endDate: string;
  halfDay: boolean;
  personalDayReasonId: number | null;
  switchDate: string | null;
  /** Rest days (type 11). */
  dates: string[];
}

/** Another request of the same user that still holds its days (pending, approved, or with a cancellation pending). */
export interface HeldAbsence {
  id: number;
  absenceTypeId: number;
  startDate: string;
  endDate: string;
  halfDay: boolean;
  switchDate: string | null;
  dates: string[];
  personalDayReasonId: number | null;
  requestedDays: number;
}

export interface RequestContext {
  /** Today in the company's zone. */
  today: string;
  calendar: WorkCalendar;
  /** The actor's role and whether they ask for someone else. */
  actorRoleId: number;
  forSomeoneElse: boolean;
  /** Company settings. */
  minDaysBeforeVacation: number;
  pastVacationRoles: readonly number[];
  leadsScheduleOwnRestDays: boolean;
  hrAbsenceLimitDate: string | null;
  /** The requester leads a team or a department. */
  requesterIsLead: boolean;
  loggingDisabled: boolean;
  personalDayAllowances: Record<number, number>;
  /** The user's other requests holding days. */
  held: readonly HeldAbsence[];
}

export interface RequestAssessment {
  errors: Record<string, string[]>;
  /** The dates the request takes and how much of each (0.5 for a half day). */
  shares: Map<string, number>;
  requestedDays: number;
}

const E = ABSENCE_ERRORS;

/** The dates a request covers and what it takes of each. */
export function sharesOf(r: Pick<RequestDraft, 'absenceTypeId' | 'startDate' | 'endDate' | 'halfDay' | 'dates'>, cal: WorkCalendar): Map<string, number> {
  if (r.absenceTypeId === ABSENCE_TYPE.restDay) return new Map([...new Set(r.dates)].map((d) => [d, 1]));
  if (r.absenceTypeId === ABSENCE_TYPE.switchedDay) return new Map([[r.startDate, 1]]);
  return dayShares(workingDaysBetween(r.startDate, r.endDate, cal), r.halfDay && typeRule(r.absenceTypeId).halfDays);
}

/** Every date a held request occupies (all its days, working or not, so a weekend overlap shows too), with its share. */
function occupied(h: HeldAbsence, cal: WorkCalendar): Map<string, number> {
  const map = sharesOf(h, cal);
  if (h.absenceTypeId !== ABSENCE_TYPE.restDay && h.absenceTypeId !== ABSENCE_TYPE.switchedDay) {
    for (let d = h.startDate; d <= h.endDate; d = addDays(d, 1)) if (!map.has(d)) map.set(d, 1);
  }
  return map;
}


const sum = (shares: Map<string, number>): number => [...shares.values()].reduce((a, b) => a + b, 0);

/**
 * The rules every new request meets (spec sections 5 and 8, issue 11), as field errors:
 * - at least one day; dates today or later unless the actor's role may schedule in the past;
 * - vacation: the company's notice in working days (same exemption), half days allowed;
 * - rest days: at most two, and a lead's own only when the company allows it;
 * - switched day: exactly one day off and the day worked instead;
 * - personal days: a reason, within its yearly allowance;
 * - HR asking for someone else: not after the company's HR limit date;
 * - no overlap with another held request (two half days of one date fit);
 * - logged work types refused when management disabled the user's logging.
 */
export function assessRequest(r: RequestDraft, ctx: RequestContext): RequestAssessment {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => (errors[field] ??= []).includes(key) || errors[field].push(key);
  const rule = typeRule(r.absenceTypeId);
  const mayBackdate = ctx.pastVacationRoles.includes(ctx.actorRoleId);

  if (r.halfDay && !rule.halfDays) add('half_day', E.halfDayNotAllowed);
  if (r.endDate < r.startDate) add('end_date', 'end_before_start');

  if (r.absenceTypeId === ABSENCE_TYPE.restDay) {
    if (r.dates.length === 0) add('dates', E.selectAtLeastOneDay);
    else if (new Set(r.dates).size > 2) add('dates', E.maxTwoRestDays);
    if (!ctx.forSomeoneElse && ctx.requesterIsLead && !ctx.leadsScheduleOwnRestDays) add('dates', E.noOwnRestDays);
  }
  if (r.absenceTypeId === ABSENCE_TYPE.switchedDay) {
    if (r.startDate !== r.endDate || r.switchDate === null || r.switchDate === r.startDate) add('switch_date', E.selectOneDayToSwitch);
  }
  if (r.absenceTypeId === ABSENCE_TYPE.personalDays && r.personalDayReasonId === null) add('personal_day_reason_id', E.reasonRequired);
  if (rule.refusedWhenLoggingDisabled && ctx.loggingDisabled) add('absence_type_id', E.loggingDisabled);

  if (Object.keys(errors).length > 0) return { errors, shares: new Map(), requestedDays: 0 };

  const shares = sharesOf(r, ctx.calendar);
  const requestedDays = sum(shares);
  const firstDate = r.absenceTypeId === ABSENCE_TYPE.restDay ? [...r.dates].sort()[0] : r.startDate;

  if (requestedDays === 0) add('start_date', r.absenceTypeId === ABSENCE_TYPE.restDay ? E.selectAtLeastOneDay : E.noWorkingDays);
  if (!mayBackdate) {
    const datesToCheck = [firstDate, ...(r.switchDate ? [r.switchDate] : [])];
    if (datesToCheck.some((d) => d < ctx.today)) add('start_date', E.datesMustBePresentOrFuture);
    else if (r.absenceTypeId === ABSENCE_TYPE.vacation) {
      const notice = rule.noticeWorkingDays ?? ctx.minDaysBeforeVacation;
      if (r.startDate < addWorkingDays(ctx.today, notice, ctx.calendar)) add('start_date', E.vacationNeedsNotice);
    }
  }
  if (ctx.forSomeoneElse && ctx.hrAbsenceLimitDate !== null && r.endDate > ctx.hrAbsenceLimitDate) add('start_date', E.hrLimit);

  if (r.absenceTypeId === ABSENCE_TYPE.personalDays && r.personalDayReasonId !== null) {
    const year = r.startDate.slice(0, 4);
    const taken = ctx.held
      .filter((h) => h.absenceTypeId === ABSENCE_TYPE.personalDays && h.personalDayReasonId === r.personalDayReasonId && h.startDate.slice(0, 4) === year)
      .reduce((a, h) => a + h.requestedDays, 0);
    if (taken + requestedDays > (ctx.personalDayAllowances[r.personalDayReasonId] ?? 0)) add('personal_day_reason_id', E.personalDayAllowanceExceeded);
  }

  const overlap = overlapKey(r, shares, ctx);
  if (overlap) add('start_date', overlap);

  return { errors, shares, requestedDays };
}

/** Which overlap error a new request meets, if any. */
function overlapKey(r: RequestDraft, shares: Map<string, number>, ctx: RequestContext): string | null {
  const mine = new Map(shares);
  // A switched day occupies its day off; the day worked instead must not be someone's absence either.
  if (r.switchDate) mine.set(r.switchDate, 1);
  if (r.absenceTypeId !== ABSENCE_TYPE.restDay && r.absenceTypeId !== ABSENCE_TYPE.switchedDay) {
    for (let d = r.startDate; d <= r.endDate; d = addDays(d, 1)) if (!mine.has(d)) mine.set(d, 1);
  }
  for (const h of ctx.held) {
    const theirs = occupied(h, ctx.calendar);
    if (h.switchDate) theirs.set(h.switchDate, 1);
    const clash = [...mine].some(([d, share]) => theirs.has(d) && share + (theirs.get(d) as number) > 1);
    if (!clash) continue;
    if (r.absenceTypeId === ABSENCE_TYPE.personalDays && h.absenceTypeId === ABSENCE_TYPE.personalDays) return ABSENCE_ERRORS.overlappingPersonalDays;
    const switchOrRest = (t: number) => t === ABSENCE_TYPE.switchedDay || t === ABSENCE_TYPE.restDay;
    if (switchOrRest(r.absenceTypeId) || switchOrRest(h.absenceTypeId)) return ABSENCE_ERRORS.overlappingPeriodOrSwitchDay;
    return ABSENCE_ERRORS.overlappingAbsence;
  }
  return null;
}
