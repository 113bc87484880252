import { z } from 'zod';
import { FIELD_KEYS } from '../common/fields';
import { rpcMessage } from '../common/message';
import { PERSONAL_DAY_REASONS } from './absence-types';

/*
 * Personal-day allowances per company (issue 11): each of the 11 reasons has a yearly allowance in
 * working days; the defaults are the labour code's of the company's country (docs/absences.md), and a
 * company may set its own.
 */

const O = FIELD_KEYS.option;
const REASON_IDS = PERSONAL_DAY_REASONS.map((r) => r.id) as number[];

export const PERSONAL_DAY_ALLOWANCE_MAX = 60;

/** PUT /api/personal-day-allowances: the reasons sent get the company's own days; `days: null` restores the default. */
export const SavePersonalDayAllowancesRequest = z.object({
  allowances: z
    .array(
      z.object({
        reason_id: z.number({ error: O }).refine((n) => REASON_IDS.includes(n), { error: O }),
        days: z
          .number({ error: O })
          .int({ error: O })
          .min(0, { error: `between_0_and_${PERSONAL_DAY_ALLOWANCE_MAX}` })
          .max(PERSONAL_DAY_ALLOWANCE_MAX, { error: `between_0_and_${PERSONAL_DAY_ALLOWANCE_MAX}` })
          .nullable(),
      }),
      { error: O },
    )
    .min(1, { error: FIELD_KEYS.required })
    .max(REASON_IDS.length, { error: O })
    .refine((list) => new Set(list.map((a) => a.reason_id)).size === list.length, { error: O }),
});
export type SavePersonalDayAllowancesRequest = z.infer<typeof SavePersonalDayAllowancesRequest>;

export interface PersonalDayAllowance {
  reason_id: number;
  key: string;
  /** What applies now: the company's own days, or the default. */
  days: number;
  /** The labour code's default for the company's country. */
  default_days: number;
  company_default: boolean;
}

export const LIST_PERSONAL_DAY_ALLOWANCES = rpcMessage<PersonalDayAllowance[]>()('absence.personal-day-allowances.list', z.object({}));
export const SAVE_PERSONAL_DAY_ALLOWANCES = rpcMessage<PersonalDayAllowance[]>()('absence.personal-day-allowances.save', SavePersonalDayAllowancesRequest);
