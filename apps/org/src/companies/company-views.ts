import type { CompanyFlags, CompanySettings, CompanySettingsChangedEvent } from '@presently/contracts';
import type { Company } from './entities/company.entity';

export const toCompanySettings = (c: Company): CompanySettings => ({
  language: c.language,
  timezone: c.timezone,
  two_factor_email: c.twoFactorEmail,
  password_reset_3_months: c.passwordReset3Months,
});

export const toCompanyFlags = (c: Company): CompanyFlags => ({
  id: c.id,
  name: c.name,
  created_at: c.createdAt.toISOString(),
  show_qr_on_web: c.showQrOnWeb,
  TL_shift_action: c.tlShiftAction,
  show_saturday: c.showSaturday,
  show_sunday: c.showSunday,
  show_user_history: c.showUserHistory,
  special_reports: c.specialReports,
  language: c.language,
  timezone: c.timezone,
});

export const toSettingsChangedEvent = (c: Company): CompanySettingsChangedEvent => ({
  company_id: c.id,
  settings: toCompanySettings(c),
  special_reports: c.specialReports,
});
