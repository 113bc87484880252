import {
  ABSENCE_TYPES,
  ABSENCE_TYPE_COLORS as ABSENCE_TYPE_COLORS_OF_CATALOGUE,
  type AbsenceRequestStatus,
  type CalendarAbsence,
  type CalendarHoliday,
  MAX_CALENDAR_DAYS,
  type MyCalendarView,
  PRESENCE_TYPES,
  type TeamCalendarView,
} from '@presently/contracts';
import { readableFill } from '../../shared/colors';
import { isoWeekdayOf, SATURDAY, showsWeekday, SUNDAY, type WeekendFlags } from '../../shared/weekends';

/*
 * The calendars' pure rules: which period a view asks for, and how the API's answers become the
 * events FullCalendar draws and the rows of the people × days grid. No React here: tested alone.
 */

/** Colours of absence types: the catalogue's, so the calendars, the dashboard and the reports agree. */
export const ABSENCE_TYPE_COLORS: Readonly<Record<number, string>> = ABSENCE_TYPE_COLORS_OF_CATALOGUE;
export const HOLIDAY_COLOR = '#34bfa3';
export const REST_DAY_COLOR = '#90a4ae';
export const SWITCHED_DAY_COLOR = '#8d6e63';

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const isoOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number): string => isoOf(dayNumber(date) + days);

/** The days of a period, both ends included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n += 1) out.push(isoOf(n));
  return out;
}

/** A local Date as yyyy-mm-dd (FullCalendar hands out local midnights for all-day ranges). */
export const isoDate = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The period a view asks the API for, from FullCalendar's visible range (end exclusive): both ends
 * included, and never more than the API's 93 days (a month view shows at most 42).
 */
export function periodOfRange(start: Date, endExclusive: Date): { from: string; to: string } {
  const from = isoDate(start);
  let to = addDays(isoDate(endExclusive), -1);
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_CALENDAR_DAYS) to = addDays(from, MAX_CALENDAR_DAYS - 1);
  if (to < from) to = from;
  return { from, to };
}

/** The days selected in a calendar (end exclusive) as the request form's period, both ends included. */
export function selectedPeriod(start: Date, endExclusive: Date): [string, string] {
  const first = isoDate(start);
  const last = addDays(isoDate(endExclusive), -1);
  return [first, last < first ? first : last];
}

export const typeKeyOf = (typeId: number): string => ABSENCE_TYPES.find((t) => t.id === typeId)?.key ?? 'unknown';
const presenceType = (id: number) => PRESENCE_TYPES.find((p) => p.id === id);

/** A status drawn as granted (solid) or waiting (hatched): pending looks different from approved. */
export const isGranted = (status: AbsenceRequestStatus): boolean => status === 'approved' || status === 'cancellation_pending';

/** What an event of ours carries besides FullCalendar's own fields. */
export interface CalendarEventInput {
  id: string;
  title: string;
  start: string;
  /** Exclusive, as FullCalendar takes all-day ends. */
  end?: string;
  allDay: true;
  display?: 'background' | 'block' | 'auto';
  color?: string;
  /** The text's colour on `color` (FullCalendar's `contrastColor`). */
  contrastColor?: string;
  className?: string;
  extendedProps: { kind: 'presence' | 'absence' | 'holiday' | 'rest' | 'switched'; status?: AbsenceRequestStatus; userId?: number };
}

export interface Labels {
  /** "Vacation", "Sick leave" … by type id. */
  absenceType: (typeId: number) => string;
  status: (status: AbsenceRequestStatus) => string;
  presenceType: (typeId: number) => string;
  restDay: string;
  switchedDay: (workedOn: string | null) => string;
}

/**
 * A labelled event drawn so that its text reads (4.5:1): on the type's colour in the theme's text
 * colour or white, whichever meets it, or in white on a shade of the colour (Work's #2786fb carries
 * neither). FullCalendar's default white text on Private exit's #ffb822 was 1.7:1. Shaded
 * backgrounds (rest days, holidays) carry no text.
 */
export function readableEvent(event: CalendarEventInput): CalendarEventInput {
  if (event.display === 'background' || !event.color) return event;
  const fill = readableFill(event.color);
  return { ...event, color: fill.background, contrastColor: fill.color };
}

/** Minutes as h:mm. */
export const hoursText = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(Math.round(minutes) % 60).padStart(2, '0')}`;

function absenceEvent(a: CalendarAbsence, title: string): CalendarEventInput {
  const granted = isGranted(a.status);
  return {
    id: `absence-${a.id}`,
    title,
    start: a.start_date,
    end: addDays(a.end_date, 1),
    allDay: true,
    color: ABSENCE_TYPE_COLORS[a.absence_type_id],
    className: granted ? 'cal-absence cal-granted' : 'cal-absence cal-pending',
    extendedProps: { kind: 'absence', status: a.status, userId: a.user_id },
  };
}

function holidayEvents(holidays: CalendarHoliday[]): CalendarEventInput[] {
  return holidays.flatMap((h) => [
    { id: `holiday-bg-${h.id}`, title: '', start: h.date, end: addDays(h.date, 1), allDay: true as const, display: 'background' as const, color: HOLIDAY_COLOR, className: 'cal-holiday-bg', extendedProps: { kind: 'holiday' as const } },
    { id: `holiday-${h.id}`, title: h.description, start: h.date, end: addDays(h.date, 1), allDay: true as const, color: HOLIDAY_COLOR, className: 'cal-holiday', extendedProps: { kind: 'holiday' as const } },
  ]);
}

/**
 * /my-calendar's events: per day, the worked time of each presence type (in its catalogue colour);
 * absences with their status (pending hatched, approved solid); rest days and holidays shaded with a
 * label; switched days with the day worked instead.
 */
export function myCalendarEvents(view: MyCalendarView, labels: Labels): CalendarEventInput[] {
  const events: CalendarEventInput[] = [];
  for (const day of view.presence)
    for (const t of day.by_type) {
      if (t.minutes <= 0) continue;
      events.push({
        id: `presence-${day.date}-${t.presence_type_id}`,
        title: `${labels.presenceType(t.presence_type_id)} ${hoursText(t.minutes)}`,
        start: day.date,
        allDay: true,
        color: presenceType(t.presence_type_id)?.color ?? '#2786fb',
        className: 'cal-presence',
        extendedProps: { kind: 'presence' },
      });
    }
  for (const a of view.absences) events.push(absenceEvent(a, `${labels.absenceType(a.absence_type_id)} · ${labels.status(a.status)}`));
  for (const date of view.rest_days)
    events.push({ id: `rest-${date}`, title: labels.restDay, start: date, end: addDays(date, 1), allDay: true, display: 'background', color: REST_DAY_COLOR, className: 'cal-rest', extendedProps: { kind: 'rest' } });
  for (const s of view.switched_days)
    events.push({
      id: `switched-${s.request_id}`,
      title: `${labels.switchedDay(s.worked_on)} · ${labels.status(s.status)}`,
      start: s.date,
      end: addDays(s.date, 1),
      allDay: true,
      color: SWITCHED_DAY_COLOR,
      className: isGranted(s.status) ? 'cal-switched cal-granted' : 'cal-switched cal-pending',
      extendedProps: { kind: 'switched', status: s.status },
    });
  return [...events, ...holidayEvents(view.holidays)].map(readableEvent);
}

/** /calendar's events: who is out (name · type, pending hatched), and the holidays marked. */
export function teamCalendarEvents(view: TeamCalendarView, labels: Labels): CalendarEventInput[] {
  const names = new Map(view.people.map((p) => [p.user_id, p.full_name]));
  const events = view.absences.map((a) => absenceEvent(a, `${names.get(a.user_id) ?? ''} · ${labels.absenceType(a.absence_type_id)}${isGranted(a.status) ? '' : ` (${labels.status(a.status)})`}`));
  return [...events, ...holidayEvents(view.holidays)].map(readableEvent);
}

/**
 * FullCalendar's `hiddenDays` (0 = Sunday, 6 = Saturday) by the week tables' rule (shared/weekends):
 * Saturday and Sunday hidden unless the company's flag shows them or a day of that weekday in the
 * events holds presence (worked time on /my-calendar; /calendar has none, so its flags alone decide).
 */
export function hiddenDaysOf(flags: WeekendFlags, events: readonly CalendarEventInput[]): number[] {
  const presenceOn = new Set(events.filter((event) => event.extendedProps.kind === 'presence').map((event) => isoWeekdayOf(event.start)));
  const hidden: number[] = [];
  if (!showsWeekday(SATURDAY, flags, presenceOn.has(SATURDAY))) hidden.push(6);
  if (!showsWeekday(SUNDAY, flags, presenceOn.has(SUNDAY))) hidden.push(0);
  return hidden;
}

/** The days of the people × days grid: the period's, Saturday and Sunday per the company's flags. */
export function gridDaysOf(from: string, to: string, flags: WeekendFlags): string[] {
  return daysOf(from, to).filter((date) => showsWeekday(isoWeekdayOf(date), flags));
}

/** One cell of the people × days grid: the absence a person has that day, if any. */
export interface ResourceCell {
  absenceTypeId: number;
  status: AbsenceRequestStatus;
}

export interface ResourceRow {
  userId: number;
  name: string;
  /** By date (yyyy-mm-dd); days without an absence are absent from the map. */
  cells: Map<string, ResourceCell>;
}

/**
 * The rows of the people × days grid, in the API's order (by name): each absence fills the days of
 * the period it covers (a rest-day request only its chosen dates). Built once per answer, so the
 * virtualised grid reads a map per visible cell and stays smooth with 1,000 rows.
 */
export function resourceRows(view: TeamCalendarView): ResourceRow[] {
  const rows = new Map<number, ResourceRow>(view.people.map((p) => [p.user_id, { userId: p.user_id, name: p.full_name, cells: new Map() }]));
  for (const a of view.absences) {
    const row = rows.get(a.user_id);
    if (!row) continue;
    const start = a.start_date > view.from ? a.start_date : view.from;
    const end = a.end_date < view.to ? a.end_date : view.to;
    const days = a.absence_type_id === 11 && a.dates.length > 0 ? a.dates.filter((d) => d >= start && d <= end) : start <= end ? daysOf(start, end) : [];
    for (const d of days) if (!row.cells.has(d)) row.cells.set(d, { absenceTypeId: a.absence_type_id, status: a.status });
  }
  return [...rows.values()];
}
