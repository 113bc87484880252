import { z } from 'zod';
import { FIELD_KEYS } from '../common/fields';
import { rpcMessage } from '../common/message';
import { ABSENCE_TYPES } from './absence-types';
import { APPROVAL_STEPS, type ApprovalStep } from './absence-requests';

/*
 * Chains by type and length (issue 11 ★): per absence type, which approval steps apply and from how
 * many requested days each is needed. A type without rules follows the company's single "who approves
 * absences" setting.
 */

const O = FIELD_KEYS.option;
const TYPE_IDS = ABSENCE_TYPES.map((t) => t.id) as number[];

export const APPROVAL_RULE_ERRORS = { duplicateStep: 'duplicate_step' } as const;

export const ApprovalStepRule = z.object({
  step: z.enum(APPROVAL_STEPS, { error: O }),
  /** Needed from this many requested days on (0: always); halves allowed. */
  from_days: z
    .number({ error: O })
    .min(0, { error: O })
    .max(366, { error: O })
    .refine((n) => Number.isInteger(n * 2), { error: O }),
});

/** PUT /api/absence-approval-rules/{typeId}: the type's steps (an empty list: back to the company setting). */
export const SaveApprovalRulesRequest = z.object({
  steps: z
    .array(ApprovalStepRule, { error: O })
    .max(APPROVAL_STEPS.length, { error: O })
    .refine((steps) => new Set(steps.map((s) => s.step)).size === steps.length, { error: APPROVAL_RULE_ERRORS.duplicateStep }),
});
export type SaveApprovalRulesRequest = z.infer<typeof SaveApprovalRulesRequest>;

export const SaveApprovalRulesPayload = SaveApprovalRulesRequest.extend({
  absence_type_id: z.number({ error: O }).refine((n) => TYPE_IDS.includes(n), { error: O }),
});
export type SaveApprovalRulesPayload = z.infer<typeof SaveApprovalRulesPayload>;

export interface ApprovalRulesOfType {
  absence_type_id: number;
  /** True when the type follows the company's single setting (no steps of its own). */
  company_default: boolean;
  steps: Array<{ step: ApprovalStep; from_days: number }>;
}

export const LIST_APPROVAL_RULES = rpcMessage<ApprovalRulesOfType[]>()('absence.approval-rules.list', z.object({}));
export const SAVE_APPROVAL_RULES = rpcMessage<ApprovalRulesOfType>()('absence.approval-rules.save', SaveApprovalRulesPayload);
