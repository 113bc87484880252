import type { Lang } from '@presently/contracts';

export const DEFAULT_TIMEZONE = 'Europe/Skopje';

/** Minimum working days between a vacation request and its first day (spec: at least 3). */
export const DEFAULT_MIN_DAYS_BEFORE_VACATION = 3;

/** The usual legal night (22:00–06:00), offered but off until the company turns night work on. */
export const DEFAULT_NIGHT_WORK = { start: '22:00', end: '06:00' } as const;

/**
 * Settings of a new company. The language is the registrant's; the time zone follows it where the
 * language names one country (Bulgarian → Europe/Sofia), otherwise North Macedonia's. Everything
 * else starts conservative: no special reports, no weekend columns, no history for team members,
 * two-factor and password expiry off until an administrator turns them on; the QR code is shown on
 * My Presence, since people need it at the gates. Every step of the approval chain approves; a
 * vacation is asked for 3 days ahead; nobody schedules vacation in the past; no rounding; night
 * work and the log period are off; no maximum share of a team off at once.
 */
export function newCompanySettings(lang: Lang) {
  return {
    language: lang,
    timezone: lang === 'bg' ? 'Europe/Sofia' : DEFAULT_TIMEZONE,
    showQrOnWeb: true,
    tlShiftAction: false,
    showSaturday: false,
    showSunday: false,
    showUserHistory: false,
    specialReports: false,
    twoFactorEmail: false,
    passwordReset3Months: false,
    savingImages: false,
    minDaysBeforeVacation: DEFAULT_MIN_DAYS_BEFORE_VACATION,
    disableEmailsGeneralManager: false,
    disableEmailsDepartmentManager: false,
    disableEmailsChairman: false,
    approvalTeamLead: true,
    approvalDepartmentManager: true,
    approvalHumanResources: true,
    approvalGeneralManager: true,
    pastVacationRoles: [] as number[],
    leadsScheduleOwnWorkTime: false,
    leadsScheduleOwnRestDays: false,
    startRoundingMinutes: 0,
    endRoundingMinutes: 0,
    flexibleHoursMarginMinutes: 0,
    nightWorkEnabled: false,
    nightWorkStart: DEFAULT_NIGHT_WORK.start as string | null,
    nightWorkEnd: DEFAULT_NIGHT_WORK.end as string | null,
    logPeriodEnabled: false,
    logPeriodStart: null as string | null,
    logPeriodEnd: null as string | null,
    hrAbsenceLimitDate: null as string | null,
    teamCoverageMaxPercent: null as number | null,
    teamCoverageAction: 'warn' as 'warn' | 'refuse',
  };
}
