const DAY_MS = 86_400_000;

/**
 * The ISO week (year and number) `weeks` weeks away from the week that begins on `monday`
 * ('YYYY-MM-DD'). The ISO year is the year of the week's Thursday, so 29-Dec-2025 is week 1 of 2026.
 */
export function shiftIsoWeek(monday: string, weeks: number): { year: number; weeknum: number } {
  const [y, m, d] = monday.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d) + weeks * 7 * DAY_MS);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const weeknum = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { year, weeknum };
}

/** The Monday ('YYYY-MM-DD') of ISO week `weeknum` of `year`: week 1 is the week that holds 4 January. */
export function mondayOfIsoWeek(year: number, weeknum: number): string {
  const january4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(january4).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(january4 + ((weeknum - 1) * 7 - weekday) * DAY_MS).toISOString().slice(0, 10);
}
