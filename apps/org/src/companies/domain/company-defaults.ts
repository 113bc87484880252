import type { Lang } from '@presently/contracts';

export type TeamKind = 'default' | 'deactivated' | 'regular';

/** The fixed units every company has (spec: "Default team and department named Default exist; a Deactivated team exists"). */
export const DEFAULT_DEPARTMENT_NAME = 'Default';
export const DEFAULT_TEAM_NAME = 'Default';
export const DEACTIVATED_TEAM_NAME = 'Deactivated';

export const DEFAULT_TIMEZONE = 'Europe/Skopje';

/**
 * Settings of a new company. The language is the registrant's; the time zone follows it where the
 * language names one country (Bulgarian → Europe/Sofia), otherwise North Macedonia's. Everything
 * else starts conservative: no special reports, no weekend columns, no history for team members,
 * two-factor and password expiry off until an administrator turns them on; the QR code is shown on
 * My Presence, since people need it at the gates.
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
  };
}
