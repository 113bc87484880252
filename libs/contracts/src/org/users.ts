import { z } from 'zod';
import { colorField, countryCodeField, dateField, emailField, idField, optionField, queryId, queryNumberOption, queryOption, textField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { ROLES } from '../roles';
import { type Page, pageQueryFields } from '../common/page';
import { queryRequest, rowId } from '../common/request-fields';
import { UserRequest } from './work-settings';

export const USER_STATUSES = ['active', 'deactivated', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_ACTIONS = ['activate', 'deactivate', 'block', 'unblock'] as const;
export type UserStatusAction = (typeof USER_STATUS_ACTIONS)[number];

const ROLE_IDS = ROLES.map((r) => r.id) as [number, ...number[]];

export interface UserSummary {
  id: number;
  email: string;
  full_name: string;
  job_position: string | null;
  role_id: number;
  department_id: number | null;
  team_id: number | null;
  status: UserStatus;
  user_color: string;
}

export interface UserDetails extends UserSummary {
  full_name_in_documents: string | null;
  job_position_in_documents: string | null;
  birthday: string | null;
  phone: string | null;
  nationality_id: number | null;
  religion_id: number | null;
  country_code: string | null;
  employment_start_date: string | null;
  employment_end_date: string | null;
  qr_code: string | null;
  avatar_url: string | null;
}

/** A user form as org has checked it (every required field there). */
export type UserInput = Omit<UserDetails, 'id' | 'status' | 'qr_code' | 'avatar_url'>;

/** GET /api/users: a page of users, filtered and sorted. */
export const ListUsersRequest = queryRequest({
  ...pageQueryFields,
  status: queryOption(USER_STATUSES),
  department_id: queryId(),
  team_id: queryId(),
  role_id: queryNumberOption(ROLE_IDS),
});
export type ListUsersRequest = z.input<typeof ListUsersRequest>;

export const LIST_USERS = rpcMessage<Page<UserSummary>>()('org.users.list', ListUsersRequest);

export const GET_USER = rpcMessage<UserDetails>()('org.users.get', UserRequest);

/**
 * The add-user and edit-user forms, sent whole. Each value is checked for its shape; which fields are
 * required (spec section 5), that the e-mail is free and that the ids name the company's own rows is
 * org's rule. Org picks a colour for a new user when none is sent.
 */
export const UserForm = z.object({
  email: emailField(),
  full_name: textField().meta({ example: 'Ana Petrovska' }),
  full_name_in_documents: textField().meta({ description: 'Full name as documents show it' }),
  job_position: textField().meta({ description: 'Job position shown in the app' }),
  job_position_in_documents: textField().meta({ description: 'Job position as documents show it' }),
  birthday: dateField().meta({ example: '1990-04-17' }),
  phone: textField().meta({ example: '+389 70 123 456' }),
  nationality_id: idField(),
  religion_id: idField(),
  country_code: countryCodeField(),
  employment_start_date: dateField(),
  employment_end_date: dateField(),
  role_id: optionField(ROLE_IDS).meta({ description: 'The account type (role id, see GET /api/catalogues)' }),
  department_id: idField(),
  team_id: idField(),
  user_color: colorField().meta({ description: 'Colour for recognition (org picks one for a new user when left out)' }),
});
export type UserForm = z.input<typeof UserForm>;

export const CREATE_USER = rpcMessage<UserDetails>()('org.users.create', UserForm);

export const UpdateUserRequest = UserForm.extend({ user_id: rowId() });
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;

export const UPDATE_USER = rpcMessage<UserDetails>()('org.users.update', UpdateUserRequest);

export const UserStatusForm = z.object({
  action: optionField(USER_STATUS_ACTIONS).meta({ description: 'activate, deactivate, block or unblock' }),
});

export const ChangeUserStatusRequest = UserStatusForm.extend({ user_id: rowId() });
export type ChangeUserStatusRequest = z.input<typeof ChangeUserStatusRequest>;

/** Activates, deactivates, blocks (ending the sessions) or unblocks a user. */
export const CHANGE_USER_STATUS = rpcMessage<UserDetails>()('org.users.status.change', ChangeUserStatusRequest);

/** A new QR code for the user: the old one stops working at the gates (revocation). */
export const REGENERATE_QR_CODE = rpcMessage<UserDetails>()('org.users.qr-code.regenerate', UserRequest);

/** One line of the printable QR sheet. */
export interface UserQrCode {
  id: number;
  full_name: string;
  qr_code: string;
}

/** GET /api/users/qr-codes: the QR sheet of a department or team (or of everyone). */
export const ListQrCodesRequest = queryRequest({ department_id: queryId(), team_id: queryId() });
export type ListQrCodesRequest = z.input<typeof ListQrCodesRequest>;

export const LIST_QR_CODES = rpcMessage<UserQrCode[]>()('org.users.qr-codes', ListQrCodesRequest);
