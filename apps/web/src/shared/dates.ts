import dayjs, { type Dayjs } from 'dayjs';
import { dateLanguage, MONTHS_LONG } from './dateLocale';
import { formatDate } from './formatDate';

/** How date pickers show a day (spec section 9: dd-Mon-yyyy, the month in the user's language: see dateLocale.ts). */
export const DATE_FORMAT = 'DD-MMM-YYYY';
export const TIME_FORMAT = 'HH:mm';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** A calendar day from the API ('YYYY-MM-DD', possibly with a time) for a date picker; null when absent. */
export function dayOf(value: string | null | undefined): Dayjs | null {
  if (!value || !ISO_DAY.test(value)) return null;
  const day = dayjs(value.slice(0, 10), 'YYYY-MM-DD');
  return day.isValid() ? day : null;
}

/** A date picker's value for the API ('YYYY-MM-DD'), or null. */
export function isoDayOf(value: Dayjs | null | undefined): string | null {
  return value && value.isValid() ? value.format('YYYY-MM-DD') : null;
}

/** An 'HH:mm' from the API for a time picker; null when absent. */
export function timeOf(value: string | null | undefined): Dayjs | null {
  if (!value || !/^\d{2}:\d{2}/.test(value)) return null;
  const [hours, minutes] = value.split(':').map(Number);
  return dayjs().hour(hours).minute(minutes).second(0).millisecond(0);
}

/** A time picker's value for the API ('HH:mm'), or null. */
export function hhmmOf(value: Dayjs | null | undefined): string | null {
  return value && value.isValid() ? value.format(TIME_FORMAT) : null;
}

/**
 * A calendar day as dd-Mon-yyyy. Days carry no time: they are read as UTC, so no time zone can move
 * them to the day before.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value || !ISO_DAY.test(value)) return '';
  return formatDate(`${value.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC' });
}

/** Minutes as h:mm (a shift's total time). */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.round(total));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A month ('YYYY-MM') as "October 2026" in the user's language; the text itself when it is no month. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return month;
  return `${MONTHS_LONG[dateLanguage()][Number(match[2]) - 1]} ${match[1]}`;
}
