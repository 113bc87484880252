import type { ApprovalSteps, TimeWindow } from '@presently/contracts';

export type WindowKind = 'night_work' | 'log_period';

export interface WindowProblems {
  start?: string;
  end?: string;
}

const minutesOf = (hhmm: string): number => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Spec section 5: night work on needs a night period, a log period on needs a period, and the end
 * is later than the start. As org checks it: night work may cross midnight (22:00–06:00), so only an
 * empty window (start = end) is refused there; a log period ends later the same day.
 */
export function windowProblems(kind: WindowKind, window: Pick<TimeWindow, 'enabled' | 'start' | 'end'>): WindowProblems {
  const problems: WindowProblems = {};
  if (window.enabled && !window.start) problems.start = 'period_required';
  if (window.enabled && !window.end) problems.end = 'period_required';
  if (window.start && window.end) {
    if (kind === 'night_work' && window.start === window.end) problems.end = 'start_equals_end';
    if (kind === 'log_period' && minutesOf(window.end) <= minutesOf(window.start)) problems.end = 'end_before_start';
  }
  return problems;
}

/** At least one step of the approval chain approves (org's rule: approver_required). */
export function approvalProblem(steps: Partial<ApprovalSteps> | undefined): string | null {
  return steps && Object.values(steps).some(Boolean) ? null : 'approver_required';
}
