import { ROLES, USER_STATUS_ACTIONS, USER_STATUSES, type UserStatus, type UserStatusAction } from '@presently/contracts';
import type { ListQrCodesRequest, ListUsersRequest, UpdateWorkSettingsForm, UserForm } from '../org-admin.requests';
import {
  BooleanField,
  ColorField,
  CountryCodeField,
  DateField,
  EmailField,
  IdField,
  IntField,
  NumberField,
  OptionField,
  QueryId,
  QueryOption,
  TextField,
} from '../../validation/field.decorators';
import { PageQueryDto } from './page-query.dto';

export const ROLE_IDS: readonly number[] = ROLES.map((r) => r.id);

/**
 * The add-user and edit-user forms, sent whole (spec section 5 says which fields are required; org
 * checks that, that the e-mail is free and that the ids name the company's own rows). Org picks a
 * colour for a new user when none is sent.
 */
export class UserDto implements UserForm {
  @EmailField({ required: true }) email?: string;
  @TextField({ required: true, example: 'Ana Petrovska' }) full_name?: string;
  @TextField({ required: true, nullable: true, description: 'Full name as documents show it' }) full_name_in_documents?: string | null;
  @TextField({ required: true, nullable: true, description: 'Job position shown in the app' }) job_position?: string | null;
  @TextField({ required: true, nullable: true, description: 'Job position as documents show it' }) job_position_in_documents?: string | null;
  @DateField({ required: true, nullable: true, example: '1990-04-17' }) birthday?: string | null;
  @TextField({ nullable: true, example: '+389 70 123 456' }) phone?: string | null;
  @IdField({ required: true, nullable: true }) nationality_id?: number | null;
  @IdField({ required: true, nullable: true }) religion_id?: number | null;
  @CountryCodeField({ required: true, nullable: true }) country_code?: string | null;
  @DateField({ required: true, nullable: true }) employment_start_date?: string | null;
  @DateField({ nullable: true }) employment_end_date?: string | null;
  @OptionField(ROLE_IDS, { required: true, description: 'The account type (role id, see GET /api/catalogues)' }) role_id?: number;
  @IdField({ required: true, nullable: true }) department_id?: number | null;
  @IdField({ required: true, nullable: true }) team_id?: number | null;
  @ColorField({ description: 'Colour for recognition (org picks one for a new user when left out)' }) user_color?: string;
}

export class UserStatusDto {
  @OptionField(USER_STATUS_ACTIONS, { required: true, description: 'activate, deactivate, block or unblock' }) action?: UserStatusAction;
}

/** GET /api/users: a page of users, filtered and sorted. */
export class UsersQueryDto extends PageQueryDto implements ListUsersRequest {
  @QueryOption(USER_STATUSES) status?: UserStatus;
  @QueryId() department_id?: number;
  @QueryId() team_id?: number;
  @QueryOption(ROLE_IDS) role_id?: number;
}

/** GET /api/users/qr-codes: the QR sheet of a department or team (or of everyone). */
export class QrCodesQueryDto implements ListQrCodesRequest {
  @QueryId() department_id?: number;
  @QueryId() team_id?: number;
}

/** An update of a user's work settings: the fields sent change. Ranges (hours of a day, break minutes) are org's rules. */
export class UpdateWorkSettingsDto implements UpdateWorkSettingsForm {
  @NumberField({ description: 'Daily working hours', example: 8 }) working_hours?: number;
  @IntField({ example: 30 }) max_paid_break_minutes?: number;
  @BooleanField() flexible_regular_hours?: boolean;
  @BooleanField() automatic_presence_stop?: boolean;
  @BooleanField() saving_images?: boolean;
  @BooleanField() disable_overtime?: boolean;
  @BooleanField() disable_presence_logging?: boolean;
  @BooleanField() use_web?: boolean;
  @BooleanField() use_mobile_app?: boolean;
}
