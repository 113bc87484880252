import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { AbsenceStatus, AbsenceTypeId } from '@presently/contracts';

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

  @Column('integer', { name: 'requested_days' })
  requestedDays!: number;

  @Column('text')
  status!: AbsenceStatus;

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
