import { Suspense } from 'react';
import { lazyPart } from '../../shared/lazyChunk';
import { PartLoading } from '../../shared/ui/PartLoading';
import type { CalendarViewProps } from './CalendarView';
import type { ResourceGridProps } from './ResourceGrid';

/**
 * The calendars' heavy parts come after the page's first paint (issue 14): FullCalendar (~70 KB gzip)
 * and the virtualised people × days grid are chunks of their own, fetched when the page first shows
 * them; the heading, filters, legend and side cards paint first, a skeleton of about the calendar's
 * height holds its place. Same 120 s timeout and retry as a page (lazyPart).
 */
const CalendarViewPart = lazyPart(() => import('./CalendarView').then((m) => m.CalendarView), ['calendar']);
const ResourceGridPart = lazyPart(() => import('./ResourceGrid').then((m) => m.ResourceGrid), ['calendar', 'absences']);

/** A month's table of FullCalendar with its toolbar: about this tall at 1440 px. */
const CALENDAR_HEIGHT = 560;

export function LazyCalendarView(props: CalendarViewProps) {
  return (
    <Suspense fallback={<PartLoading minHeight={CALENDAR_HEIGHT} rows={10} testId="calendar-loading" />}>
      <CalendarViewPart {...props} />
    </Suspense>
  );
}

export function LazyResourceGrid(props: ResourceGridProps) {
  return (
    <Suspense fallback={<PartLoading rows={8} testId="calendar-loading" />}>
      <ResourceGridPart {...props} />
    </Suspense>
  );
}
