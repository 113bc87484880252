import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AccountType, Lang } from '@presently/contracts';

@Entity({ name: 'companies' })
export class Company {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Idempotency key of the registration that created the company. */
  @Column('text', { name: 'registration_id' })
  registrationId!: string;

  @Column('text')
  name!: string;

  @Column('text', { name: 'account_type' })
  accountType!: AccountType;

  @Column('text', { nullable: true })
  address!: string | null;

  @Column('text', { nullable: true })
  city!: string | null;

  /** ISO 3166-1 alpha-2. */
  @Column('varchar', { length: 2, nullable: true })
  country!: string | null;

  @Column('text', { name: 'tax_number', nullable: true })
  taxNumber!: string | null;

  @Column('bytea', { nullable: true, select: false })
  logo!: Buffer | null;

  @Column('text', { name: 'logo_mime', nullable: true })
  logoMime!: string | null;

  @Column('integer', { name: 'general_manager_user_id', nullable: true })
  generalManagerUserId!: number | null;

  @Column('text')
  language!: Lang;

  /** IANA zone in which days, weeks, holidays and rounding are computed. */
  @Column('text')
  timezone!: string;

  @Column('boolean', { name: 'show_qr_on_web' })
  showQrOnWeb!: boolean;

  @Column('boolean', { name: 'tl_shift_action' })
  tlShiftAction!: boolean;

  @Column('boolean', { name: 'show_saturday' })
  showSaturday!: boolean;

  @Column('boolean', { name: 'show_sunday' })
  showSunday!: boolean;

  @Column('boolean', { name: 'show_user_history' })
  showUserHistory!: boolean;

  /** The spec's "company 1" special reports, as a per-company flag. */
  @Column('boolean', { name: 'special_reports' })
  specialReports!: boolean;

  @Column('boolean', { name: 'two_factor_email' })
  twoFactorEmail!: boolean;

  @Column('boolean', { name: 'password_reset_3_months' })
  passwordReset3Months!: boolean;

  @Column('boolean', { name: 'saving_images' })
  savingImages!: boolean;

  @Column('smallint', { name: 'min_days_before_vacation' })
  minDaysBeforeVacation!: number;

  @Column('boolean', { name: 'disable_emails_general_manager' })
  disableEmailsGeneralManager!: boolean;

  @Column('boolean', { name: 'disable_emails_department_manager' })
  disableEmailsDepartmentManager!: boolean;

  @Column('boolean', { name: 'disable_emails_chairman' })
  disableEmailsChairman!: boolean;

  /** Which steps of the approval chain apply. */
  @Column('boolean', { name: 'approval_team_lead' })
  approvalTeamLead!: boolean;

  @Column('boolean', { name: 'approval_department_manager' })
  approvalDepartmentManager!: boolean;

  @Column('boolean', { name: 'approval_human_resources' })
  approvalHumanResources!: boolean;

  @Column('boolean', { name: 'approval_general_manager' })
  approvalGeneralManager!: boolean;

  /** Role ids that may schedule vacation in the past, ascending. */
  @Column('smallint', { name: 'past_vacation_roles', array: true })
  pastVacationRoles!: number[];

  @Column('boolean', { name: 'leads_schedule_own_work_time' })
  leadsScheduleOwnWorkTime!: boolean;

  @Column('boolean', { name: 'leads_schedule_own_rest_days' })
  leadsScheduleOwnRestDays!: boolean;

  @Column('smallint', { name: 'start_rounding_minutes' })
  startRoundingMinutes!: number;

  @Column('smallint', { name: 'end_rounding_minutes' })
  endRoundingMinutes!: number;

  @Column('smallint', { name: 'flexible_hours_margin_minutes' })
  flexibleHoursMarginMinutes!: number;

  @Column('boolean', { name: 'night_work_enabled' })
  nightWorkEnabled!: boolean;

  /** HH:mm */
  @Column('text', { name: 'night_work_start', nullable: true })
  nightWorkStart!: string | null;

  @Column('text', { name: 'night_work_end', nullable: true })
  nightWorkEnd!: string | null;

  @Column('boolean', { name: 'log_period_enabled' })
  logPeriodEnabled!: boolean;

  @Column('text', { name: 'log_period_start', nullable: true })
  logPeriodStart!: string | null;

  @Column('text', { name: 'log_period_end', nullable: true })
  logPeriodEnd!: string | null;

  /** yyyy-mm-dd: after it HR cannot create absences for others. */
  @Column('date', { name: 'hr_absence_limit_date', nullable: true })
  hrAbsenceLimitDate!: string | null;

  /** 1–100: the largest share of a team absent on one day; null: no maximum. */
  @Column('smallint', { name: 'team_coverage_max_percent', nullable: true })
  teamCoverageMaxPercent!: number | null;

  @Column('text', { name: 'team_coverage_action' })
  teamCoverageAction!: 'warn' | 'refuse';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
