import type { CompanySettings, WorkSettings } from '@presently/contracts';
import type { UserRules } from '@presently/presence-rules';

/** The rules of one user: the company's zone, margins and night work with the user's work settings. */
export function rulesOf(work: WorkSettings, company: CompanySettings): UserRules {
  const night = company.night_work;
  return {
    timezone: company.timezone,
    workingMinutesPerDay: Math.round(work.working_hours * 60),
    maxPaidBreakMinutes: work.max_paid_break_minutes,
    disableOvertime: work.disable_overtime,
    flexibleRegularHours: work.flexible_regular_hours,
    automaticPresenceStop: work.automatic_presence_stop,
    startRoundingMinutes: company.start_rounding_minutes,
    endRoundingMinutes: company.end_rounding_minutes,
    flexibleHoursMarginMinutes: company.flexible_hours_margin_minutes,
    nightWork: night.enabled && night.start && night.end ? { start: night.start, end: night.end } : null,
  };
}
