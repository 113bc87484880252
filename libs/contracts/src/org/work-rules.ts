import { z } from 'zod';
import { intField, intListField, numberField } from '../common/fields';
import { rpcMessage } from '../common/message';

/** Company-wide rules the spec leaves open ("Work rules: fields not shown"). */
export interface WorkRules {
  work_days: number[];
  daily_hours: number;
  default_max_paid_break_minutes: number;
  overtime_after_minutes: number;
}

export const GetWorkRulesRequest = z.object({});

export const GET_WORK_RULES = rpcMessage<WorkRules>()('org.work-rules.get', GetWorkRulesRequest);

/** An update of the work rules: the fields sent change. Ranges are org's rules. */
export const UpdateWorkRulesRequest = z.object({
  work_days: intListField(1, 7).meta({ description: 'Working days, ISO weekdays (1 Monday … 7 Sunday)', example: [1, 2, 3, 4, 5] }),
  daily_hours: numberField().meta({ example: 8 }),
  default_max_paid_break_minutes: intField().meta({ example: 30 }),
  overtime_after_minutes: intField().meta({ example: 480 }),
});
export type UpdateWorkRulesRequest = z.input<typeof UpdateWorkRulesRequest>;

export const UPDATE_WORK_RULES = rpcMessage<WorkRules>()('org.work-rules.update', UpdateWorkRulesRequest);
