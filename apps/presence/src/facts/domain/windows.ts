import { datesBetween } from '@presently/presence-rules';

/** What absence answers at once (ABSENCE_CALENDAR_RPC): at most 1000 users and 371 days. */
export const MAX_USERS_PER_QUESTION = 1000;
export const MAX_DAYS_PER_QUESTION = 366;

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Periods (at most `maxDays` each) that together hold every given date, and no more than needed: a
 * page of history with records years apart asks about those days, not about the years between.
 */
export function windowsOf(dates: string[], maxDays = MAX_DAYS_PER_QUESTION): Array<{ from: string; to: string }> {
  const sorted = [...new Set(dates)].sort();
  const out: Array<{ from: string; to: string }> = [];
  for (const date of sorted) {
    const last = out[out.length - 1];
    if (last && date <= addDays(last.from, maxDays - 1)) {
      last.to = date;
      continue;
    }
    out.push({ from: date, to: date });
  }
  return out;
}

/** Every date of from..to, as windows of at most `maxDays`. */
export const windowsBetween = (from: string, to: string, maxDays = MAX_DAYS_PER_QUESTION) => windowsOf(datesBetween(from, to), maxDays);

export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
