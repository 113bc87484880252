import bgLocale from 'dayjs/locale/bg';
import mkLocale from 'dayjs/locale/mk';
import { MONTHS_LONG, MONTHS_SHORT } from '../../shared/dateLocale';

/** What FullCalendar hands a formatting function: the date's fields (months from 0) and its marker (UTC fields = local). */
interface CalendarInstant {
  year: number;
  month: number;
  day: number;
  marker: Date;
}
interface CalendarFormatArg {
  date: CalendarInstant;
  start: CalendarInstant;
}
type Formatter = (arg: CalendarFormatArg) => string;

/** Per-view options of FullCalendar's `views` prop that carry our own formatters. */
export type OwnViewFormats = Record<string, { titleFormat?: Formatter; dayHeaderFormat?: Formatter; listDayFormat?: Formatter }>;

// Weekday names from dayjs's locale data (the same the date pickers use), Sunday first as Date#getUTCDay.
const WEEKDAYS = { mk: mkLocale, bg: bgLocale } as const;
type OwnLanguage = keyof typeof WEEKDAYS;

const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const pad = (n: number): string => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/**
 * Macedonian and Bulgarian calendar titles and headings written from our own month tables and
 * dayjs's weekday names instead of the browser's Intl data: Debian's Chromium ships no `mk` locale
 * (`Intl.DateTimeFormat.supportedLocalesOf(['mk'])` is empty), so FullCalendar's own formats fell back
 * to English there. Months read as in the rest of the app ("Ноември 2026", "23 – 29 Ное 2026").
 * English keeps FullCalendar's formats (null).
 */
export function ownViewFormats(language: string): OwnViewFormats | null {
  if (!(language in WEEKDAYS)) return null;
  const lang = language as OwnLanguage;
  const weekday = (d: CalendarInstant, long: boolean): string => capital((long ? WEEKDAYS[lang].weekdays : WEEKDAYS[lang].weekdaysShort)?.[d.marker.getUTCDay()] ?? '');
  const monthTitle: Formatter = ({ date }) => `${MONTHS_LONG[lang][date.month]} ${date.year}`;
  // A week view always shows seven days from its start (Monday): its last day is six days on.
  const weekTitle: Formatter = ({ start }) => {
    const last = new Date(start.marker.getTime() + 6 * DAY_MS);
    const [lastDay, lastMonth, lastYear] = [last.getUTCDate(), last.getUTCMonth(), last.getUTCFullYear()];
    const first = start.month === lastMonth ? `${start.day}` : start.year === lastYear ? `${start.day} ${MONTHS_SHORT[lang][start.month]}` : `${start.day} ${MONTHS_SHORT[lang][start.month]} ${start.year}`;
    return `${first} – ${lastDay} ${MONTHS_SHORT[lang][lastMonth]} ${lastYear}`;
  };
  const weekdayShort: Formatter = ({ date }) => weekday(date, false);
  const weekdayAndDate: Formatter = ({ date }) => `${weekday(date, false)} ${pad(date.day)}.${pad(date.month + 1)}`;
  const weekdayLong: Formatter = ({ date }) => weekday(date, true);
  return {
    dayGridMonth: { titleFormat: monthTitle, dayHeaderFormat: weekdayShort },
    dayGridWeek: { titleFormat: weekTitle, dayHeaderFormat: weekdayAndDate },
    listMonth: { titleFormat: monthTitle, listDayFormat: weekdayLong },
  };
}

/** What FullCalendar hands a day heading's content hook: the day (local midnight) and the text it made. */
export interface DayHeadingArg {
  date: Date;
  text: string;
  /** The column is too narrow for the view's heading format (FullCalendar then writes one letter). */
  isNarrow?: boolean;
  view?: { type: string };
}

/**
 * A day heading's text in Macedonian and Bulgarian, also in the narrowest columns. Below 60 px a column
 * (a month at phone width) FullCalendar drops the heading format it was given for a one-letter weekday
 * of its own, from the browser's Intl data: English in Debian's Chromium for Macedonian ("M T W T F S S"
 * under a Macedonian title). That one letter, and only it (the formats above never write fewer than three
 * letters), is replaced by the first letter of the weekday's name here ("П В С Ч П С Н"). Null for English.
 */
export function ownDayHeading(language: string): ((arg: DayHeadingArg) => string) | null {
  if (!(language in WEEKDAYS)) return null;
  const lang = language as OwnLanguage;
  return ({ date, text }) => ([...text].length > 1 ? text : capital(WEEKDAYS[lang].weekdaysShort?.[date.getDay()] ?? text).charAt(0));
}

/**
 * Every day heading, in every language: `ownDayHeading`'s text, and in a week's narrow columns (a phone)
 * the day of the month beside the weekday's letter ("П 23"). FullCalendar's narrow heading is the
 * letter alone, and a week's cells carry no day numbers, so a week on a phone never said which days it
 * showed.
 */
export function dayHeading(language: string): (arg: DayHeadingArg) => string {
  const own = ownDayHeading(language);
  return (arg) => {
    const text = own ? own(arg) : arg.text;
    return arg.isNarrow && arg.view?.type === 'dayGridWeek' ? `${text} ${arg.date.getDate()}` : text;
  };
}
