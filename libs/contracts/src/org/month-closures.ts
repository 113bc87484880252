import { z } from 'zod';
import { FIELD_KEYS, optionalText, reasonText } from '../common/fields';
import { eventMessage, rpcMessage } from '../common/message';
import { optionalRowId, rowId } from '../common/request-fields';

/**
 * Closing a month (issue 15 ★): HR closes a month for the company or one department; presence,
 * absence and org's holidays then refuse every change touching it (`month_closed:<YYYY-MM>`) until HR
 * reopens it. org owns the closures and announces each close and reopen (`MONTH_CLOSURE_CHANGED`).
 */
export interface MonthClosure {
  id: number;
  /** `YYYY-MM`. */
  month: string;
  /** null: the whole company. */
  department_id: number | null;
  department_name: string | null;
  closed_at: string;
  closed_by_user_id: number;
  closed_by_name: string;
  reason: string | null;
}

/** One close or reopen, kept for good (a reopened closure's row is gone, its trail stays). */
export interface MonthClosureAuditEntry {
  id: number;
  month: string;
  department_id: number | null;
  department_name: string | null;
  action: 'closed' | 'reopened';
  actor_user_id: number;
  actor_name: string;
  reason: string | null;
  at: string;
}

export interface MonthClosuresView {
  /** Every month closed now, newest month first. */
  closures: MonthClosure[];
  /** The last 100 closes and reopens, newest first. */
  history: MonthClosureAuditEntry[];
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const LIST_MONTH_CLOSURES = rpcMessage<MonthClosuresView>()('org.month-closures.list', z.object({}));

/** Closes a month that has ended (in the company's zone), for the company or one of its departments. */
export const CloseMonthRequest = z.object({
  month: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : 'month_invalid') })
    .regex(MONTH, { error: 'month_invalid' })
    .meta({ description: 'The month, YYYY-MM', example: '2026-10' }),
  department_id: optionalRowId().meta({ description: 'Only this department (left out: the whole company)' }),
  reason: optionalText().meta({ description: 'Why (at most 250 characters)', example: 'Sent to payroll' }),
});
export type CloseMonthRequest = z.input<typeof CloseMonthRequest>;

export const CLOSE_MONTH = rpcMessage<MonthClosure>()('org.month-closures.close', CloseMonthRequest);

/**
 * Reopens a closed month; the reason is required (org's rule: `reason: field_required`, as for
 * presence's deletes, so the gateway checks only its shape) and kept in the history.
 */
export const ReopenMonthBody = z.object({
  reason: reasonText().meta({ description: 'Why (required, at most 250 characters)', example: 'Correction of a sick leave' }),
});
export const ReopenMonthRequest = ReopenMonthBody.extend({ closure_id: rowId() });
export type ReopenMonthRequest = z.input<typeof ReopenMonthRequest>;

export const REOPEN_MONTH = rpcMessage<{ reopened: true }>()('org.month-closures.reopen', ReopenMonthRequest);

/** What is closed now for one company and month and audience, announced on every close and reopen. */
export interface MonthClosureChangedEvent {
  company_id: number;
  month: string;
  department_id: number | null;
  closed: boolean;
}

export const MONTH_CLOSURE_CHANGED = eventMessage<MonthClosureChangedEvent>()('org.month-closure.changed.v1');

/** The event's payload as its subscribers read it (a malformed one fails and is dead-lettered). */
export const MonthClosureChangedPayload = z.object({
  company_id: z.number().int().min(1),
  month: z.string().regex(MONTH),
  department_id: z.number().int().min(1).nullable(),
  closed: z.boolean(),
});
