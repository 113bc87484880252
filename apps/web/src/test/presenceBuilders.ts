import type { PresenceDayView, PresenceRecordView, PresenceTotals, PresenceWeekView } from '@presently/contracts';

/** One presence record as the gateway answers it (an open Work record unless overridden). */
export function buildRecord(overrides: Partial<PresenceRecordView> = {}): PresenceRecordView {
  return {
    id: 1,
    user_id: 104,
    kind: 'work',
    presence_type_id: 1,
    start: '2026-03-16T07:00:00.000Z',
    end: null,
    rounded_start: '2026-03-16T07:00:00.000Z',
    rounded_end: null,
    duration_minutes: 0,
    source: 'web',
    device_id: null,
    has_image: false,
    reason: null,
    updated_by: null,
    updated_by_name: null,
    updated_at: null,
    previous_start: null,
    previous_end: null,
    registered_start: null,
    registered_end: null,
    ...overrides,
  };
}

export function buildTotals(overrides: Partial<PresenceTotals> = {}): PresenceTotals {
  return {
    by_type: [],
    worked_minutes: 0,
    paid_break_minutes: 0,
    overtime_minutes: 0,
    scheduled_minutes: 0,
    unauthorized_absence_minutes: 0,
    ...overrides,
  };
}

/** A day of a week view: no records, no marks. */
export function buildDay(date: string, weekday: number, overrides: Partial<PresenceDayView> = {}): PresenceDayView {
  return {
    date,
    weekday,
    holiday: null,
    absence_type_id: null,
    rest_day: false,
    scheduled: [],
    records: [],
    segments: [],
    totals: buildTotals(),
    comment: null,
    ...overrides,
  };
}

/** ISO week 12 of 2026 (16–22 March), days as given by `days` (by date), the rest empty. */
export function buildWeek(overrides: Partial<PresenceWeekView> = {}, days: Record<string, Partial<PresenceDayView>> = {}): PresenceWeekView {
  const dates = ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22'];
  return {
    year: 2026,
    weeknum: 12,
    start: dates[0],
    end: dates[6],
    days: dates.map((date, index) => buildDay(date, index + 1, days[date])),
    totals: buildTotals(),
    show_saturday: false,
    show_sunday: false,
    ...overrides,
  };
}
