import type { WorkSettings } from '@presently/contracts';
import type { UserWorkSettings } from './entities/user-work-settings.entity';
import type { WorkSettingsColumns } from './users.repository';

export const toWorkSettings = (w: UserWorkSettings | WorkSettingsColumns): WorkSettings => ({
  working_hours: w.workingMinutes / 60,
  max_paid_break_minutes: w.maxPaidBreakMinutes,
  flexible_regular_hours: w.flexibleRegularHours,
  automatic_presence_stop: w.automaticPresenceStop,
  saving_images: w.savingImages,
  disable_overtime: w.disableOvertime,
  disable_presence_logging: w.disablePresenceLogging,
  use_web: w.useWeb,
  use_mobile_app: w.useMobileApp,
});

export const toWorkSettingsColumns = (s: WorkSettings): WorkSettingsColumns => ({
  workingMinutes: Math.round(s.working_hours * 60),
  maxPaidBreakMinutes: s.max_paid_break_minutes,
  flexibleRegularHours: s.flexible_regular_hours,
  automaticPresenceStop: s.automatic_presence_stop,
  savingImages: s.saving_images,
  disableOvertime: s.disable_overtime,
  disablePresenceLogging: s.disable_presence_logging,
  useWeb: s.use_web,
  useMobileApp: s.use_mobile_app,
});
