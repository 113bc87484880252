import { partsOf } from '../../shared/formatDate';

/** hh:mm of an instant on the company's wall clock. */
export function timeIn(iso: string | null | undefined, zone?: string): string {
  if (!iso) return '';
  const { hour, minute } = partsOf(new Date(iso), zone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Minutes as h:mm (worked and scheduled time). */
export function hoursOf(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** How much of the scheduled time was worked, in whole percent (0 when nothing was scheduled). */
export function percentOf(worked: number, scheduled: number): number {
  return scheduled > 0 ? Math.round((worked / scheduled) * 100) : 0;
}
