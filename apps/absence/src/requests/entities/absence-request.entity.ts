import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AbsenceRequestStatus, AbsenceTypeId } from '@presently/contracts';

/** pg parses a date[] into local midnights (a single date stays text): back to yyyy-mm-dd. */
const ymd = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const dateList = {
  to: (value: string[]): string[] => value,
  from: (value: Array<Date | string> | null): string[] => (value ?? []).map((d) => (d instanceof Date ? ymd(d) : String(d))),
};

/** numeric columns arrive from pg as strings; requested days are small halves, exact as numbers. */
const numeric = { to: (value: number): number => value, from: (value: string | null): number | null => (value === null ? null : Number(value)) };

/** A user's request for an absence over a period, and where it stands in the approval chain. */
@Entity({ name: 'absence_requests' })
export class AbsenceRequest {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  /** 1–11, see ABSENCE_TYPES. */
  @Column('smallint', { name: 'absence_type_id' })
  absenceTypeId!: AbsenceTypeId;

  /** yyyy-mm-dd */
  @Column('date', { name: 'start_date' })
  startDate!: string;

  /** yyyy-mm-dd, on or after the start. */
  @Column('date', { name: 'end_date' })
  endDate!: string;

  /** Working days, in halves. */
  @Column('numeric', { name: 'requested_days', precision: 5, scale: 1, transformer: numeric })
  requestedDays!: number;

  @Column('text')
  status!: AbsenceRequestStatus;

  /** The last working day of the period counts as half. */
  @Column('boolean', { name: 'half_day', default: false })
  halfDay!: boolean;

  @Column('smallint', { name: 'personal_day_reason_id', nullable: true })
  personalDayReasonId!: number | null;

  /** Switched day (type 7): the day worked instead of the day off. */
  @Column('date', { name: 'switch_date', nullable: true })
  switchDate!: string | null;

  /** Rest days (type 11): the days chosen. */
  @Column('date', { array: true, default: () => "'{}'", transformer: dateList })
  dates!: string[];

  @Column('date', { name: 'next_working_day', nullable: true })
  nextWorkingDay!: string | null;

  /** The requester as org named them when the request was submitted (lists, scope and e-mails). */
  @Column('text', { name: 'user_name', default: '' })
  userName!: string;

  @Column('text', { name: 'user_email', nullable: true })
  userEmail!: string | null;

  @Column('text', { name: 'user_lang', default: 'en' })
  userLang!: 'en' | 'mk' | 'bg';

  @Column('integer', { name: 'team_id', nullable: true })
  teamId!: number | null;

  @Column('integer', { name: 'department_id', nullable: true })
  departmentId!: number | null;

  /** Who made the request (HR for someone else, or the user). */
  @Column('integer', { name: 'submitted_by_user_id', nullable: true })
  submittedByUserId!: number | null;

  @Column('boolean', { name: 'missing_document', default: false })
  missingDocument!: boolean;

  /** Whose approval the request waits for (team lead, department lead, HR or general manager). */
  @Column('integer', { name: 'current_approver_user_id', nullable: true })
  currentApproverUserId!: number | null;

  @Column('text', { nullable: true })
  comment!: string | null;

  /** Required once declined. */
  @Column('text', { name: 'decline_reason', nullable: true })
  declineReason!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
