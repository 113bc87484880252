/** What presence asks absence for, to classify days: { company_id, user_ids, from, to }. */
export const ABSENCE_CALENDAR_RPC = {
  calendar: 'absence.calendar.for-presence',
} as const;

/** What absence answers for a period: approved absences per day and rest days. */
export interface AbsenceCalendar {
  absences: Array<{ user_id: number; date: string; absence_type_id: number }>;
  rest_days: Array<{ user_id: number; date: string }>;
}
