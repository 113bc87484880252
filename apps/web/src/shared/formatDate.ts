// The one date formatter of the web. Display format fixed by the spec: dd-Mon-yyyy, plus hh:mm (24 h)
// when time is shown, with the month abbreviated in the user's language ("24-Nov-2026", "24-Ное-2026").
import { dateLanguage, MONTHS_SHORT, type DateLanguage } from './dateLocale';

export type DateInput = Date | string | number | null | undefined;

export interface FormatOptions {
  /** IANA zone, e.g. the company's `Europe/Skopje`; the browser's zone when omitted. */
  timeZone?: string;
  /** The month names' language; the user's (set by the app through `setDateLanguage`) when omitted. */
  language?: DateLanguage;
}

/** A date's calendar day and wall-clock time (24 h) in a zone. */
export interface DateParts {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
}

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day and time of `date` on the wall clocks of `timeZone` (the browser's zone when omitted). */
export function partsOf(date: Date, timeZone: string | undefined): DateParts {
  const formatter = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute };
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** `dd-Mon-yyyy`, or an empty string for a missing or invalid date. */
export function formatDate(input: DateInput, options: FormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  const { day, month, year } = partsOf(date, options.timeZone);
  return `${pad2(day)}-${MONTHS_SHORT[options.language ?? dateLanguage()][month - 1]}-${year}`;
}

/** `dd-Mon-yyyy hh:mm` (24 h), or an empty string for a missing or invalid date. */
export function formatDateTime(input: DateInput, options: FormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  const { hour, minute } = partsOf(date, options.timeZone);
  return `${formatDate(date, options)} ${pad2(hour)}:${pad2(minute)}`;
}
