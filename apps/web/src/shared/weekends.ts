/**
 * Which days of the week the week tables and calendars show (spec section 6: "company flags decide
 * whether weekends are shown"; settings "always show Saturday and Sunday"). One rule for
 * /my-presence's and /presence's weeks, /my-calendar, /calendar and its people × days grid.
 */

/** The company's two flags, as user-info and the presence week views carry them. */
export interface WeekendFlags {
  show_saturday: boolean;
  show_sunday: boolean;
}

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const SATURDAY = 6;
export const SUNDAY = 7;

/** The flags of a company as the session keeps it (loosely typed): anything but `true` is off. */
export function weekendFlagsOf(company: { readonly [setting: string]: unknown } | null | undefined): WeekendFlags {
  return { show_saturday: company?.show_saturday === true, show_sunday: company?.show_sunday === true };
}

/**
 * Whether a day of the week is shown: Monday to Friday always; Saturday and Sunday when the company's
 * flag says so, or when the day (or, in a calendar, such a day of the range shown) holds presence, so
 * that work done on a weekend is never hidden.
 */
export function showsWeekday(isoWeekday: number, flags: WeekendFlags, holdsPresence = false): boolean {
  if (isoWeekday === SATURDAY) return flags.show_saturday || holdsPresence;
  if (isoWeekday === SUNDAY) return flags.show_sunday || holdsPresence;
  return true;
}

/** The ISO weekday (1–7) of a yyyy-mm-dd day. */
export function isoWeekdayOf(date: string): number {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? SUNDAY : weekday;
}
