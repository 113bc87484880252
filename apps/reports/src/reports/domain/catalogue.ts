import { ABSENCE_TYPES, PRESENCE_TYPES } from '@presently/contracts';

/** Short codes of the calendar report, and their colours (the printed timesheet's legend). */
export const ABSENCE_CODES: Readonly<Record<number, { code: string; color: string }>> = {
  1: { code: 'V', color: '#52c41a' },
  2: { code: 'PD', color: '#13c2c2' },
  3: { code: 'S', color: '#fa8c16' },
  4: { code: 'BT', color: '#2f54eb' },
  5: { code: 'WH', color: '#1890ff' },
  6: { code: 'ED', color: '#a0d911' },
  7: { code: 'SW', color: '#722ed1' },
  8: { code: 'PL', color: '#eb2f96' },
  9: { code: 'UPL', color: '#8c8c8c' },
  10: { code: 'UL', color: '#595959' },
  11: { code: 'R', color: '#90a4ae' },
};

export const DAY_CODES = {
  worked: { code: 'W', color: '#2786fb', label: 'worked' },
  holiday: { code: 'H', color: '#34bfa3', label: 'holiday' },
  restDay: { code: 'R', color: '#90a4ae', label: 'rest_day' },
  unauthorized: { code: 'U', color: '#fd397a', label: 'unauthorized_absence' },
} as const;

export const ABSENCE_TYPE_IDS: readonly number[] = ABSENCE_TYPES.map((t) => t.id);
export const PRESENCE_TYPE_COLOR = new Map<number, string>(PRESENCE_TYPES.map((t) => [t.id, t.color]));
/** The presence types a day can hold minutes of (24 and 25 are derived figures, 26 a description). */
export const REPORTED_PRESENCE_TYPES: readonly number[] = PRESENCE_TYPES.map((t) => t.id).filter((id) => id <= 23);

export const FIELD_WORK_TYPES: ReadonlySet<number> = new Set([5, 12, 13, 15, 18]);
export const HOLIDAY_WORK_TYPES: ReadonlySet<number> = new Set([7, 12]);
export const REST_DAY_WORK_TYPES: ReadonlySet<number> = new Set([14, 15]);
export const TYPE_PRIVATE_EXIT = 3;
export const TYPE_EXCEEDED_BREAK = 20;
/** Absence types paid by the employer (the special report's paid absence days): all but unpaid parental and unpaid leave, and rest days. */
export const UNPAID_ABSENCE_TYPE_IDS: ReadonlySet<number> = new Set([9, 10]);
export const SICK_LEAVE_TYPE = 3;
export const VACATION_TYPE = 1;
export const REST_DAY_ABSENCE_TYPE = 11;
