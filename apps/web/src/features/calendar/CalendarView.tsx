import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import bgLocale from '@fullcalendar/react/locales/bg';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import mkLocale from '@fullcalendar/react/locales/mk';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/dates';
import { dayHeading, ownViewFormats } from './calendarFormats';
import { type CalendarEventInput, periodOfRange, selectedPeriod } from './calendarRules';
import './calendar.css';

const LOCALES = { en: enGbLocale, mk: mkLocale, bg: bgLocale } as const;
const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

/** A list view's day as dd-Mon-yyyy (the spec's date format), beside its weekday. FullCalendar's months count from 0. */
export const listDayText = ({ date }: { date: { year: number; month: number; day: number } }): string =>
  formatDay(`${date.year}-${String(date.month + 1).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`);

export interface CalendarViewProps {
  /** FullCalendar view names, e.g. dayGridMonth, dayGridWeek, listMonth. */
  views: string[];
  events: CalendarEventInput[];
  /** The period the visible range needs (both ends included, ≤ 93 days): the page asks the API for it. */
  onPeriod: (period: { from: string; to: string }) => void;
  /** Days selected by dragging or clicking (both ends included); selection is off without it. */
  onSelectDays?: (period: [string, string]) => void;
  /** Days of the week left out (0 = Sunday, 6 = Saturday): the company's weekend flags (calendarRules `hiddenDaysOf`). */
  hiddenDays?: number[];
  testId: string;
}

/**
 * FullCalendar set up the one way both calendars use it: localised to en, mk and bg, weeks starting on
 * Monday, all-day events only (worked time is a day's total, absences are whole days), Saturday and
 * Sunday shown as the company's flags say. Hidden days at a view's ends are left out of the period it
 * asks for (FullCalendar trims them from its range).
 */
export function CalendarView({ views, events, onPeriod, onSelectDays, hiddenDays, testId }: CalendarViewProps) {
  const { t, i18n } = useTranslation('calendar');
  const language = (i18n.language in LOCALES ? i18n.language : 'en') as keyof typeof LOCALES;
  return (
    <div className="calendar-view" data-testid={testId}>
      <FullCalendar
        plugins={PLUGINS}
        locale={LOCALES[language]}
        views={ownViewFormats(language) ?? undefined}
        dayHeaderContent={dayHeading(language)}
        // FullCalendar's Bulgarian writes "днес" in lower case beside "Месец" and "Седмица": ours, in sentence case.
        todayText={t('today')}
        firstDay={1}
        hiddenDays={hiddenDays}
        initialView={views[0]}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: views.join(',') }}
        height="auto"
        dayMaxEvents={4}
        displayEventTime={false}
        listDayFormat={{ weekday: 'long' }}
        listDayAltFormat={listDayText}
        events={events}
        // Our own title element, which wraps at spaces: FullCalendar's keeps an event on one line and
        // cut "Прекувремена работа 0:42" to "Прекувремена рабо" in a day of a month at 1240 px.
        eventContent={(info) => (
          <span className="cal-event-title" title={info.event.title}>
            {info.event.title}
          </span>
        )}
        datesSet={(info) => onPeriod(periodOfRange(info.start, info.end))}
        selectable={onSelectDays !== undefined}
        selectMirror
        select={(info) => onSelectDays?.(selectedPeriod(info.start, info.end))}
      />
    </div>
  );
}
