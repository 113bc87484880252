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
