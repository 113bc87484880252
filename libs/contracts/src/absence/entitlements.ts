/** Vacation days per user (issue 5), kept by absence beside the absences that use them. Admin screens only. */
export const ABSENCE_ENTITLEMENT_RPC = {
  /** { user_id } → VacationEntitlement[] (newest period first). */
  list: 'absence.entitlements.list',
  /** { user_id, id?, name, valid_from, valid_to, acquired_on, days } → VacationEntitlement. */
  save: 'absence.entitlements.save',
  /** { user_id, id } → { deleted: true }; refused while approved or pending vacation uses it. */
  delete: 'absence.entitlements.delete',
} as const;

/** A vacation rule of one user: the days acquired for a period of usage, and what is used of them. */
export interface VacationEntitlement {
  id: number;
  user_id: number;
  /** E.g. "Annual leave 2026". */
  name: string;
  /** The period in which the days may be used (yyyy-mm-dd, inclusive). */
  valid_from: string;
  valid_to: string;
  /** Date of acquisition. */
  acquired_on: string;
  days: number;
  used_days: number;
  pending_days: number;
  unused_days: number;
}
