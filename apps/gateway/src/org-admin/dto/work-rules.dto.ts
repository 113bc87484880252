import { SHIFT_TYPES, type ShiftType, type WorkRules } from '@presently/contracts';
import { IntField, IntListField, NumberField, OptionField, TextField, TimeField } from '../../validation/field.decorators';

/** An update of the company-wide work rules: the fields sent change. Ranges are org's rules. */
export class UpdateWorkRulesDto implements Partial<WorkRules> {
  @IntListField(1, 7, { description: 'Working days, ISO weekdays (1 Monday … 7 Sunday)', example: [1, 2, 3, 4, 5] }) work_days?: number[];
  @NumberField({ example: 8 }) daily_hours?: number;
  @IntField({ example: 30 }) default_max_paid_break_minutes?: number;
  @IntField({ example: 480 }) overtime_after_minutes?: number;
}

/** A shift, sent whole; an end before the start crosses midnight, equal ends are org's to refuse. */
export class ShiftDto {
  @TextField({ required: true, example: 'Morning' }) name?: string;
  @OptionField(SHIFT_TYPES, { required: true }) type?: ShiftType;
  @TimeField({ required: true, example: '07:00' }) start?: string;
  @TimeField({ required: true, example: '15:00' }) end?: string;
}
