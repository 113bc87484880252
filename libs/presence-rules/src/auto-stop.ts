import type { RuleRecord, ScheduledSpan, UserRules } from './types';
import { MINUTE_MS } from './intervals';

/**
 * When an open record is closed automatically, for a user with automatic presence stop:
 * the end of the schedule span that contains the record's start (span.start <= start < span.end),
 * else start + workingMinutesPerDay + maxPaidBreakMinutes. Null when the user does not have automatic
 * stop or the record is already closed.
 */
export function autoStopAt(open: RuleRecord, rules: UserRules, schedule: ScheduledSpan[]): Date | null {
  if (!rules.automaticPresenceStop || open.end !== null) return null;
  const start = open.start.getTime();
  const containing = schedule
    .filter((s) => s.start.getTime() <= start && start < s.end.getTime())
    .sort((a, b) => a.end.getTime() - b.end.getTime());
  if (containing.length > 0) return new Date(containing[containing.length - 1].end.getTime());
  const minutes = Math.max(0, rules.workingMinutesPerDay) + Math.max(0, rules.maxPaidBreakMinutes);
  return new Date(start + minutes * MINUTE_MS);
}
