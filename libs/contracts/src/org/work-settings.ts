import { z } from 'zod';
import { booleanField, intField, numberField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { rowId } from '../common/request-fields';

export interface WorkSettings {
  /** Daily working hours, e.g. 8. */
  working_hours: number;
  max_paid_break_minutes: number;
  flexible_regular_hours: boolean;
  automatic_presence_stop: boolean;
  saving_images: boolean;
  disable_overtime: boolean;
  disable_presence_logging: boolean;
  use_web: boolean;
  use_mobile_app: boolean;
}

/** The switches of a person's work settings (the rest are numbers): org, presence and the web list them from here. */
export const WORK_SETTINGS_SWITCHES = [
  'flexible_regular_hours',
  'automatic_presence_stop',
  'saving_images',
  'disable_overtime',
  'disable_presence_logging',
  'use_web',
  'use_mobile_app',
] as const satisfies ReadonlyArray<keyof WorkSettings>;
export type WorkSettingsSwitch = (typeof WORK_SETTINGS_SWITCHES)[number];

/** A new user's work settings under the default work rules (8 h a day, 30 min paid break). */
export const DEFAULT_WORK_SETTINGS: Readonly<WorkSettings> = {
  working_hours: 8,
  max_paid_break_minutes: 30,
  flexible_regular_hours: false,
  automatic_presence_stop: false,
  saving_images: false,
  disable_overtime: false,
  disable_presence_logging: false,
  use_web: true,
  use_mobile_app: true,
};

/** `{ user_id }`: a user of the actor's company. */
export const UserRequest = z.object({ user_id: rowId() });
export type UserRequest = z.input<typeof UserRequest>;

export const GET_WORK_SETTINGS = rpcMessage<WorkSettings>()('org.users.work-settings.get', UserRequest);

const switchFields = Object.fromEntries(WORK_SETTINGS_SWITCHES.map((name) => [name, booleanField()])) as Record<WorkSettingsSwitch, ReturnType<typeof booleanField>>;

/** An update of a user's work settings: the fields sent change. Ranges (hours of a day, break minutes) are org's rules. */
export const WorkSettingsForm = z.object({
  working_hours: numberField().meta({ description: 'Daily working hours', example: 8 }),
  max_paid_break_minutes: intField().meta({ example: 30 }),
  ...switchFields,
});
export type WorkSettingsForm = z.input<typeof WorkSettingsForm>;

export const UpdateWorkSettingsRequest = WorkSettingsForm.extend({ user_id: rowId() });
export type UpdateWorkSettingsRequest = z.input<typeof UpdateWorkSettingsRequest>;

export const UPDATE_WORK_SETTINGS = rpcMessage<WorkSettings>()('org.users.work-settings.update', UpdateWorkSettingsRequest);
