import type { VacationEntitlement } from '@presently/contracts';
import { DateField, NumberField, TextField } from '../../validation/field.decorators';
import type { Form } from '../org-admin.requests';

export type VacationDaysForm = Form<Pick<VacationEntitlement, 'name' | 'valid_from' | 'valid_to' | 'acquired_on' | 'days'>>;

/**
 * A vacation rule of a user (spec section 3): a name, the period in which the days may be used, the
 * date of acquisition and the days (0–365, in halves: absence's rule, as are the name's 100
 * characters and the period ending on or after its start).
 */
export class VacationDaysDto implements VacationDaysForm {
  @TextField({ required: true, example: 'Annual leave 2026' }) name?: string | null;
  @DateField({ required: true, example: '2026-01-01', description: 'First day the days may be used' }) valid_from?: string | null;
  @DateField({ required: true, example: '2027-06-30', description: 'Last day the days may be used (on or after valid_from)' }) valid_to?: string | null;
  @DateField({ required: true, example: '2026-01-01', description: 'Date of acquisition' }) acquired_on?: string | null;
  @NumberField({ required: true, example: 21, description: 'Days acquired (0–365, halves allowed)' }) days?: number | null;
}
