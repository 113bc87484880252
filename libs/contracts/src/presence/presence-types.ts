/** The presence type catalogue of the spec (section 3): id, name, colour and display order. */
export interface PresenceTypeDef {
  id: number;
  key: string;
  name: string;
  color: string;
  order: number;
}

const T = (id: number, key: string, name: string, color: string): PresenceTypeDef => ({
  id,
  key,
  name,
  color,
  order: id,
});

export const PRESENCE_TYPES: readonly PresenceTypeDef[] = [
  T(1, 'work', 'Work', '#2786fb'),
  T(2, 'paid_break', 'Paid Break', '#1dc9b7'),
  T(3, 'private_exit', 'Private exit', '#ffb822'),
  T(4, 'absence', 'Absence', '#9e9e9e'),
  T(5, 'field_work', 'Field work', '#8e44ad'),
  T(6, 'unauthorized_absence', 'Unauthorized Absence', '#fd397a'),
  T(7, 'presence_on_holiday', 'Presence On Holiday', '#5867dd'),
  T(8, 'presence_on_absence', 'Presence On Absence', '#6f42c1'),
  T(9, 'holiday', 'Holiday', '#34bfa3'),
  T(10, 'break_on_holiday', 'Break on holiday', '#20c997'),
  T(11, 'break_on_absence', 'Break on absence', '#17a2b8'),
  T(12, 'field_work_on_holiday', 'Field work on holiday', '#9b59b6'),
  T(13, 'field_work_on_absence', 'Field work on absence', '#a569bd'),
  T(14, 'presence_on_rest_day', 'Presence On Rest Day', '#3f51b5'),
  T(15, 'field_work_on_rest_day', 'Field work on rest day', '#7e57c2'),
  T(16, 'break_on_rest_day', 'Break on rest day', '#26a69a'),
  T(17, 'presence_on_night_work', 'Presence on night work', '#283593'),
  T(18, 'field_work_on_night_work', 'Field work on night work', '#4a148c'),
  T(19, 'break_on_night_work', 'Break on night work', '#00695c'),
  T(20, 'exceeded_break', 'Exceeded Break', '#f4516c'),
  T(21, 'overtime_work', 'Overtime work', '#ff7043'),
  T(22, 'unpaid_absence', 'Unpaid Absence', '#795548'),
  T(23, 'rest_day', 'Rest Day', '#90a4ae'),
  T(24, 'scheduled_time', 'Scheduled time', '#b0bec5'),
  T(25, 'total_regular_time', 'Total regular time', '#607d8b'),
  T(26, 'description', 'Description', '#cfd8dc'),
];

/** The four kinds a user switches between. */
export const PRESENCE_KINDS = ['work', 'break', 'private_exit', 'field_work'] as const;
export type PresenceKind = (typeof PRESENCE_KINDS)[number];

export const DEFAULT_PRESENCE_COLOR = '#5f6281';

/**
 * Which kind a current record's presence_type_id turns on (spec section 4).
 * Types 7, 8, 14 and 17 count as Work; 10–13, 15, 16, 18 and 19 map to no kind.
 */
export function kindForPresenceType(typeId: number): PresenceKind | null {
  switch (typeId) {
    case 1:
    case 7:
    case 8:
    case 14:
    case 17:
      return 'work';
    case 2:
      return 'break';
    case 3:
      return 'private_exit';
    case 5:
      return 'field_work';
    default:
      return null;
  }
}
