import type { ApprovalSteps, Lang, TimeWindow } from '@presently/contracts';
import type { SettingsUpdate } from '../../org-admin/org-admin.requests';
import { BooleanField, DateField, IntField, IntListField, NestedField, OptionField, TimeField, TimeZoneField } from '../../validation/field.decorators';
import { LANGS } from './password.dto';

export { isTimeZone } from '../../validation/field.decorators';

/** The approval chain's steps; those left out stay as they are (org lays them over the current ones). */
export class ApprovalStepsDto implements Partial<ApprovalSteps> {
  @BooleanField({ description: 'The team lead approves' }) team_lead?: boolean;
  @BooleanField({ description: 'The department manager approves' }) department_manager?: boolean;
  @BooleanField({ description: 'Human resources approve' }) human_resources?: boolean;
  @BooleanField({ description: 'The general manager (or chairman) approves' }) general_manager?: boolean;
}

/**
 * A daily window; what is left out stays as it is, null clears an end. Whether an enabled window needs
 * both ends, and which ends are allowed, is org's rule.
 */
export class TimeWindowDto implements Partial<TimeWindow> {
  @BooleanField() enabled?: boolean;
  @TimeField({ nullable: true, example: '22:00' }) start?: string | null;
  @TimeField({ nullable: true, example: '06:00' }) end?: string | null;
}

/**
 * PUT /api/settings: any of the company settings of spec section 3, nested ones included; those left
 * out stay as they are, and null clears what may be empty (the HR limit date, a window's ends). Each
 * value is checked for its shape only: ranges (rounding margins, minimum days), which roles may
 * schedule vacation in the past, the windows' rules, and what null means elsewhere are org's.
 */
export class UpdateSettingsDto implements SettingsUpdate {
  @OptionField(LANGS, { description: 'Default language of the company' })
  language?: Lang;

  @TimeZoneField({ description: 'IANA time zone' })
  timezone?: string;

  @BooleanField({ description: 'Show the QR code on My Presence' }) show_qr_on_web?: boolean;
  @BooleanField({ description: 'Ask for an e-mailed code at login' }) two_factor_email?: boolean;
  @BooleanField({ description: 'Passwords expire every 3 months' }) password_reset_3_months?: boolean;
  @BooleanField({ description: 'Keep the images of attendance scans' }) saving_images?: boolean;
  @IntField({ description: 'Working days a vacation request must be made in advance', example: 3 }) min_days_before_vacation?: number;
  @BooleanField() disable_emails_general_manager?: boolean;
  @BooleanField() disable_emails_department_manager?: boolean;
  @BooleanField() disable_emails_chairman?: boolean;
  @NestedField(ApprovalStepsDto, { description: 'Who approves absence requests' }) approval_steps?: ApprovalStepsDto;
  @BooleanField() show_saturday?: boolean;
  @BooleanField() show_sunday?: boolean;
  @BooleanField({ description: 'Show presence history to team members' }) show_user_history?: boolean;
  @IntListField(1, 8, { description: 'Role ids that may schedule vacation in the past (org allows 1, 2, 3, 6, 7)', example: [1, 3] })
  past_vacation_roles?: number[];
  @BooleanField() leads_schedule_own_work_time?: boolean;
  @BooleanField() leads_schedule_own_rest_days?: boolean;
  @IntField({ description: 'Rounding margin of a fixed start, in minutes' }) start_rounding_minutes?: number;
  @IntField({ description: 'Rounding margin of a fixed end, in minutes' }) end_rounding_minutes?: number;
  @IntField({ description: 'Flexible hours margin, in minutes' }) flexible_hours_margin_minutes?: number;
  @NestedField(TimeWindowDto, { description: 'Night work and its window' }) night_work?: TimeWindowDto;
  @NestedField(TimeWindowDto, { description: 'The log period and its window' }) log_period?: TimeWindowDto;
  @DateField({ nullable: true, description: 'After this date HR cannot create absences for others (null: no limit)' }) hr_absence_limit_date?: string | null;
  @BooleanField({ description: 'Team leads’ shift action' }) tl_shift_action?: boolean;
}
