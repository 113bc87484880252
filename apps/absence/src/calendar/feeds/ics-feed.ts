import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { addDays } from '@presently/domain';
import type { CalendarAbsence, CalendarHoliday, CalendarPerson, Lang } from '@presently/contracts';
import { FEED_TEXTS } from './feed-texts';

export interface FeedContent {
  feedId: number;
  timezone: string;
  lang: Lang;
  people: CalendarPerson[];
  absences: CalendarAbsence[];
  holidays: CalendarHoliday[];
}

/** Noon UTC of a date: the same calendar day in every zone, so an all-day event never slips a day. */
const dayOf = (date: string): Date => new Date(`${date}T12:00:00Z`);

/**
 * An RFC 5545 calendar of absences and holidays: every event is all-day (DATE values, the end the day
 * after the last) and TRANSPARENT, so a subscriber's free/busy time stays free; UIDs are built from
 * the request's and the holiday's ids, so a refresh updates an event rather than adding a copy; the
 * company's zone is named in X-WR-TIMEZONE. A request's title is its person and type.
 */
export function icsFeed(content: FeedContent): string {
  const texts = FEED_TEXTS[content.lang] ?? FEED_TEXTS.en;
  const names = new Map(content.people.map((p) => [p.user_id, p.full_name]));
  const calendar = ical({ name: texts.calendar, timezone: content.timezone, method: ICalCalendarMethod.PUBLISH, prodId: { company: 'Presently', product: 'calendar', language: content.lang.toUpperCase() } });
  for (const a of content.absences) {
    const name = names.get(a.user_id);
    if (name === undefined) continue;
    calendar.createEvent({
      id: `absence-${a.id}@presently`,
      start: dayOf(a.start_date),
      end: dayOf(addDays(a.end_date, 1)),
      allDay: true,
      summary: `${name}: ${texts.types[a.absence_type_id] ?? ''}`.trim(),
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  for (const h of content.holidays) {
    calendar.createEvent({
      id: `holiday-${h.id}@presently`,
      start: dayOf(h.date),
      end: dayOf(addDays(h.date, 1)),
      allDay: true,
      summary: h.description,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
