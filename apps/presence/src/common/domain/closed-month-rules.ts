import type { CompanySettings, WorkSettings } from '@presently/contracts';
import { closureApplies, monthOf } from '@presently/domain';
import type { UserRules } from '@presently/presence-rules';
import { rulesOf } from './user-rules';

/**
 * The settings a closed month was closed with (issue 15 ★): presence's snapshot of its copies, taken
 * when it applied the close, so that a closed month keeps the figures payroll got when the company's
 * margins or a person's working hours change afterwards.
 */
export interface ClosedMonthSettings {
  /** YYYY-MM. */
  month: string;
  /** null: a whole-company closure; otherwise the closure of this department. */
  departmentId: number | null;
  /** presence's copy of the company's settings at the close; null when it held none (the current ones apply). */
  company: CompanySettings | null;
  /** The work settings of the closure's people at the close, by user id (people hired later are not in it). */
  work: ReadonlyMap<number, WorkSettings>;
  /** When the closure that took the snapshot happened (org's instant). */
  closedAt: Date;
}

/** Who a day is classified for: the person's current copy. */
export interface RulesSubject {
  userId: number;
  departmentId: number | null;
  workSettings: WorkSettings;
}

/**
 * The company settings that classify days: taken from the snapshot in a closed month. The time zone
 * stays the current one (days and months are cut in it; a company does not move in practice), and so
 * does everything else (screens, approvals, images), which no figure of a past day depends on.
 */
function closedCompany(current: CompanySettings, then: CompanySettings | null): CompanySettings {
  if (!then) return current;
  return {
    ...current,
    start_rounding_minutes: then.start_rounding_minutes,
    end_rounding_minutes: then.end_rounding_minutes,
    flexible_hours_margin_minutes: then.flexible_hours_margin_minutes,
    night_work: then.night_work,
  };
}

/** A person's work settings that classify days: from the snapshot in a closed month; the clocking switches (automatic stop, logging, apps) stay current. */
function closedWork(current: WorkSettings, then: WorkSettings | undefined): WorkSettings {
  if (!then) return current;
  return {
    ...current,
    working_hours: then.working_hours,
    max_paid_break_minutes: then.max_paid_break_minutes,
    disable_overtime: then.disable_overtime,
    flexible_regular_hours: then.flexible_regular_hours,
  };
}

/**
 * The rules a person's day (yyyy-mm-dd in the company's zone) is classified with. In a month closed
 * for them — a whole-company closure, or their department's (the department of their copy now, as the
 * edits' refusals judge it) — the snapshot's company settings and their snapshotted work settings (a
 * person not in the snapshot, hired after the close, keeps their current ones); otherwise the current
 * settings. When two closures hold the month for the person (their department's, then the whole
 * company's), the first one's snapshot is what payroll got first, and it wins.
 */
export function rulesOn(date: string, user: RulesSubject, current: CompanySettings, snapshots: readonly ClosedMonthSettings[]): UserRules {
  const month = monthOf(date);
  let held: ClosedMonthSettings | null = null;
  for (const s of snapshots) {
    if (s.month !== month || !closureApplies({ month: s.month, department_id: s.departmentId }, user.departmentId)) continue;
    if (!held || s.closedAt.getTime() < held.closedAt.getTime()) held = s;
  }
  if (!held) return rulesOf(user.workSettings, current);
  return rulesOf(closedWork(user.workSettings, held.work.get(user.userId)), closedCompany(current, held.company));
}

/**
 * {@link rulesOn} of one person over many days: its answer depends on the day's month only, so it is
 * worked out once per month (a report asks it for every employee-day).
 */
export function rulesByDay(user: RulesSubject, current: CompanySettings, snapshots: readonly ClosedMonthSettings[]): (date: string) => UserRules {
  const byMonth = new Map<string, UserRules>();
  return (date) => {
    const month = monthOf(date);
    let rules = byMonth.get(month);
    if (!rules) {
      rules = rulesOn(date, user, current, snapshots);
      byMonth.set(month, rules);
    }
    return rules;
  };
}
