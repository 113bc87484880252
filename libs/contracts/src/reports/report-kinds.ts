import { ACCESS_RULES, type AccessRule, Paths, roleSatisfies } from '../access-rules';

/** The reports of issue 15: the `{kind}` of every report URL. */
export const REPORT_KINDS = ['presence', 'non-rounded-presence', 'calendar', 'shift', 'administrators', 'special', 'cumulative', 'periodic', 'detailed'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const isReportKind = (v: unknown): v is ReportKind => typeof v === 'string' && (REPORT_KINDS as readonly string[]).includes(v);

/** Cumulative, periodic and detailed reports are guarded as the presence report (roles 4 and 5 have no reports). */
const asPresence: AccessRule = ACCESS_RULES[Paths.presenceReports];

/**
 * Who may run each report (and export it): the rule of the screen that shows it. One table for the
 * gateway, the reports service and the web's route guards.
 */
export const REPORT_ACCESS: Readonly<Record<ReportKind, AccessRule>> = {
  presence: ACCESS_RULES[Paths.presenceReports],
  'non-rounded-presence': ACCESS_RULES[Paths.nonRoundedPresenceReports],
  calendar: ACCESS_RULES[Paths.calendarReports],
  // The shift report's screen admits team members (4): they run it for themselves (their scope).
  shift: ACCESS_RULES[Paths.shiftReports],
  administrators: ACCESS_RULES[Paths.administratorReports],
  special: ACCESS_RULES[Paths.specialReports],
  cumulative: asPresence,
  periodic: asPresence,
  detailed: asPresence,
};

export const mayRunReport = (kind: ReportKind, roleId: number, specialReports: boolean): boolean => roleSatisfies(REPORT_ACCESS[kind], roleId, specialReports);

/** Who may schedule reports at all: the scheduled reports' screen (a team member runs their own shift report, and schedules none). */
export const mayScheduleReports = (roleId: number, specialReports: boolean): boolean => roleSatisfies(ACCESS_RULES[Paths.scheduledReports], roleId, specialReports);

/** Who may schedule a report kind: the scheduled reports' screen and the kind's own rule. */
export const mayScheduleReport = (kind: ReportKind, roleId: number, specialReports: boolean): boolean =>
  mayScheduleReports(roleId, specialReports) && mayRunReport(kind, roleId, specialReports);

/** Reports paged per employee (one row per employee); the others are paged per employee-day. */
export const PER_EMPLOYEE_KINDS: readonly ReportKind[] = ['calendar', 'special', 'cumulative', 'periodic'];
