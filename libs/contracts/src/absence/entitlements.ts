import { z } from 'zod';
import { dateField, idField, numberField, textField, requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';

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

/**
 * A vacation rule as the edit-user screen sends it (spec section 3): POST sends it whole, PATCH the
 * fields to change. Shape only: that every field is there, the name's 100 characters, 0–365 days in
 * halves and a period ending on or after its start are absence's rules.
 */
export const VacationDaysForm = z.object({
  name: textField().meta({ description: 'Required; at most 100 characters', example: 'Annual leave 2026' }),
  valid_from: dateField().meta({ description: 'Required: the first day the days may be used', example: '2026-01-01' }),
  valid_to: dateField().meta({ description: 'Required: the last day the days may be used (on or after valid_from)', example: '2027-06-30' }),
  acquired_on: dateField().meta({ description: 'Required: the date of acquisition', example: '2026-01-01' }),
  days: numberField().meta({ description: 'Required: days acquired (0–365, halves allowed)', example: 21 }),
});
export type VacationDaysForm = z.infer<typeof VacationDaysForm>;

/** `{ user_id }`: a user's rules. */
export const ListEntitlementsRequest = z.object({ user_id: requiredId() });
export type ListEntitlementsRequest = z.infer<typeof ListEntitlementsRequest>;

/** A rule sent whole, with the user from the path and, to change one, its id (absent or null: a new rule). */
export const SaveEntitlementRequest = VacationDaysForm.extend({ user_id: idField(), id: idField() });
export type SaveEntitlementRequest = z.infer<typeof SaveEntitlementRequest>;

/** `{ user_id, id }`: one rule of a user. */
export const DeleteEntitlementRequest = z.object({ user_id: requiredId(), id: requiredId() });
export type DeleteEntitlementRequest = z.infer<typeof DeleteEntitlementRequest>;

/** A user's rules, newest period first. Administration screens only. */
export const LIST_ENTITLEMENTS = rpcMessage<VacationEntitlement[]>()('absence.entitlements.list', ListEntitlementsRequest);

/** Adds or changes a rule; answers it with its figures. */
export const SAVE_ENTITLEMENT = rpcMessage<VacationEntitlement>()('absence.entitlements.save', SaveEntitlementRequest);

/** Deletes a rule; refused (409 entitlement_in_use) while approved or pending vacation uses it. */
export const DELETE_ENTITLEMENT = rpcMessage<{ deleted: true }>()('absence.entitlements.delete', DeleteEntitlementRequest);

/** Vacation days per user by pattern (for callers that send strings). */
export const ABSENCE_ENTITLEMENT_RPC = {
  list: LIST_ENTITLEMENTS.pattern,
  save: SAVE_ENTITLEMENT.pattern,
  delete: DELETE_ENTITLEMENT.pattern,
} as const;
