import type { CompanyDetails, CompanyFlags, CompanySettings, CompanySettingsChangedEvent } from '@presently/contracts';
import type { Company } from './entities/company.entity';

/** Where the web loads a company's logo (the gateway serves it to the company's users). */
export const COMPANY_LOGO_URL = '/api/company-logo';

export const toCompanySettings = (c: Company): CompanySettings => ({
  language: c.language,
  timezone: c.timezone,
  show_qr_on_web: c.showQrOnWeb,
  two_factor_email: c.twoFactorEmail,
  password_reset_3_months: c.passwordReset3Months,
  saving_images: c.savingImages,
  min_days_before_vacation: c.minDaysBeforeVacation,
  disable_emails_general_manager: c.disableEmailsGeneralManager,
  disable_emails_department_manager: c.disableEmailsDepartmentManager,
  disable_emails_chairman: c.disableEmailsChairman,
  approval_steps: {
    team_lead: c.approvalTeamLead,
    department_manager: c.approvalDepartmentManager,
    human_resources: c.approvalHumanResources,
    general_manager: c.approvalGeneralManager,
  },
  show_saturday: c.showSaturday,
  show_sunday: c.showSunday,
  show_user_history: c.showUserHistory,
  past_vacation_roles: [...c.pastVacationRoles].sort((a, b) => a - b),
  leads_schedule_own_work_time: c.leadsScheduleOwnWorkTime,
  leads_schedule_own_rest_days: c.leadsScheduleOwnRestDays,
  start_rounding_minutes: c.startRoundingMinutes,
  end_rounding_minutes: c.endRoundingMinutes,
  flexible_hours_margin_minutes: c.flexibleHoursMarginMinutes,
  night_work: { enabled: c.nightWorkEnabled, start: c.nightWorkStart, end: c.nightWorkEnd },
  log_period: { enabled: c.logPeriodEnabled, start: c.logPeriodStart, end: c.logPeriodEnd },
  hr_absence_limit_date: c.hrAbsenceLimitDate,
  tl_shift_action: c.tlShiftAction,
  team_coverage_max_percent: c.teamCoverageMaxPercent,
  team_coverage_action: c.teamCoverageAction,
});

export type CompanySettingsColumns = Pick<
  Company,
  | 'language'
  | 'timezone'
  | 'showQrOnWeb'
  | 'twoFactorEmail'
  | 'passwordReset3Months'
  | 'savingImages'
  | 'minDaysBeforeVacation'
  | 'disableEmailsGeneralManager'
  | 'disableEmailsDepartmentManager'
  | 'disableEmailsChairman'
  | 'approvalTeamLead'
  | 'approvalDepartmentManager'
  | 'approvalHumanResources'
  | 'approvalGeneralManager'
  | 'showSaturday'
  | 'showSunday'
  | 'showUserHistory'
  | 'pastVacationRoles'
  | 'leadsScheduleOwnWorkTime'
  | 'leadsScheduleOwnRestDays'
  | 'startRoundingMinutes'
  | 'endRoundingMinutes'
  | 'flexibleHoursMarginMinutes'
  | 'nightWorkEnabled'
  | 'nightWorkStart'
  | 'nightWorkEnd'
  | 'logPeriodEnabled'
  | 'logPeriodStart'
  | 'logPeriodEnd'
  | 'hrAbsenceLimitDate'
  | 'tlShiftAction'
  | 'teamCoverageMaxPercent'
  | 'teamCoverageAction'
>;

/** The columns that store a whole set of settings (the inverse of toCompanySettings). */
export const toSettingsColumns = (s: CompanySettings): CompanySettingsColumns => ({
  language: s.language,
  timezone: s.timezone,
  showQrOnWeb: s.show_qr_on_web,
  twoFactorEmail: s.two_factor_email,
  passwordReset3Months: s.password_reset_3_months,
  savingImages: s.saving_images,
  minDaysBeforeVacation: s.min_days_before_vacation,
  disableEmailsGeneralManager: s.disable_emails_general_manager,
  disableEmailsDepartmentManager: s.disable_emails_department_manager,
  disableEmailsChairman: s.disable_emails_chairman,
  approvalTeamLead: s.approval_steps.team_lead,
  approvalDepartmentManager: s.approval_steps.department_manager,
  approvalHumanResources: s.approval_steps.human_resources,
  approvalGeneralManager: s.approval_steps.general_manager,
  showSaturday: s.show_saturday,
  showSunday: s.show_sunday,
  showUserHistory: s.show_user_history,
  pastVacationRoles: s.past_vacation_roles,
  leadsScheduleOwnWorkTime: s.leads_schedule_own_work_time,
  leadsScheduleOwnRestDays: s.leads_schedule_own_rest_days,
  startRoundingMinutes: s.start_rounding_minutes,
  endRoundingMinutes: s.end_rounding_minutes,
  flexibleHoursMarginMinutes: s.flexible_hours_margin_minutes,
  nightWorkEnabled: s.night_work.enabled,
  nightWorkStart: s.night_work.start,
  nightWorkEnd: s.night_work.end,
  logPeriodEnabled: s.log_period.enabled,
  logPeriodStart: s.log_period.start,
  logPeriodEnd: s.log_period.end,
  hrAbsenceLimitDate: s.hr_absence_limit_date,
  tlShiftAction: s.tl_shift_action,
  teamCoverageMaxPercent: s.team_coverage_max_percent,
  teamCoverageAction: s.team_coverage_action,
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

export const toCompanyDetails = (c: Company): CompanyDetails => ({
  id: c.id,
  name: c.name,
  address: c.address,
  city: c.city,
  country: c.country,
  tax_number: c.taxNumber,
  logo_url: c.logoMime ? COMPANY_LOGO_URL : null,
  general_manager_user_id: c.generalManagerUserId,
  language: c.language,
  timezone: c.timezone,
});

export const toSettingsChangedEvent = (c: Company): CompanySettingsChangedEvent => ({
  company_id: c.id,
  settings: toCompanySettings(c),
  special_reports: c.specialReports,
});
