import { datesBetween } from '@presently/domain';
import { ABSENCE_TYPE } from './absence-type-rules';

/** A request of someone of the team that holds days. */
export interface TeamAbsence {
  userId: number;
  absenceTypeId: number;
  startDate: string;
  endDate: string;
  dates: readonly string[];
  status: 'pending' | 'approved' | 'cancellation_pending';
}

export interface CoverageDay {
  date: string;
  /** People of the team (the requester left out) off that day: approved (a cancellation pending still counts) and pending. */
  approved: number;
  pending: number;
}

/** The dates a request keeps its user away: rest days their dates, a switched day its day off, the rest their whole period. */
export function datesAway(r: Pick<TeamAbsence, 'absenceTypeId' | 'startDate' | 'endDate' | 'dates'>): string[] {
  if (r.absenceTypeId === ABSENCE_TYPE.restDay) return [...r.dates].sort();
  if (r.absenceTypeId === ABSENCE_TYPE.switchedDay) return [r.startDate];
  return datesBetween(r.startDate, r.endDate);
}

/**
 * Team coverage for an approver: on each date of the request, how many other people of the team are
 * already off, approved or pending (each person once a day; approved wins over pending).
 */
export function teamCoverage(dates: readonly string[], others: readonly TeamAbsence[]): CoverageDay[] {
  return dates.map((date) => {
    const approved = new Set<number>();
    const pending = new Set<number>();
    for (const o of others) {
      if (!datesAway(o).includes(date)) continue;
      (o.status === 'pending' ? pending : approved).add(o.userId);
    }
    for (const u of approved) pending.delete(u);
    return { date, approved: approved.size, pending: pending.size };
  });
}

/** The company's maximum share of a team absent on one day (null percent: none). */
export interface CoverageLimit {
  maxPercent: number | null;
  /** Active people of the team, the requester included (null: no team). */
  teamSize: number | null;
}

/** A day on which the request would take the team over its maximum, with the figures the message shows. */
export interface CoverageExcess {
  date: string;
  /** People of the team off that day with this request (the requester included). */
  off: number;
  teamSize: number;
  maxPercent: number;
}

/**
 * How many people of a team may be off at once: the share rounded down, but at least one — otherwise a
 * small team (say 50 % of 1) could never take a day off at all.
 */
export function allowedOff(teamSize: number, maxPercent: number): number {
  return Math.max(1, Math.floor((teamSize * maxPercent) / 100));
}

/**
 * The days a request would exceed the team's maximum: on each, the other people already off (approved
 * and pending: a pending request holds its place as much as an approved one) plus the requester. No
 * maximum or no team: never.
 */
export function coverageExcesses(days: readonly CoverageDay[], limit: CoverageLimit): CoverageExcess[] {
  const { maxPercent, teamSize } = limit;
  if (maxPercent === null || teamSize === null || teamSize <= 0) return [];
  const allowed = allowedOff(teamSize, maxPercent);
  return days
    .map((d) => ({ date: d.date, off: d.approved + d.pending + 1, teamSize, maxPercent }))
    .filter((d) => d.off > allowed);
}

/**
 * The error key of the first day over the maximum. The figures ride in the key, as the range keys do
 * (`between_1_and_5`): `team_coverage_exceeded:<date>:<off>:<team size>:<max %>`; the web reads them
 * into its message.
 */
export function coverageExceededKey(e: CoverageExcess): string {
  return `team_coverage_exceeded:${e.date}:${e.off}:${e.teamSize}:${e.maxPercent}`;
}
