import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A company's work rules; a company without a row has the defaults (domain/work-rules). */
@Entity({ name: 'work_rules' })
export class WorkRules {
  @PrimaryColumn('integer', { name: 'company_id' })
  companyId!: number;

  /** ISO weekdays, 1 = Monday … 7 = Sunday, ascending. */
  @Column('smallint', { name: 'work_days', array: true })
  workDays!: number[];

  @Column('smallint', { name: 'daily_minutes' })
  dailyMinutes!: number;

  @Column('smallint', { name: 'default_max_paid_break_minutes' })
  defaultMaxPaidBreakMinutes!: number;

  @Column('smallint', { name: 'overtime_after_minutes' })
  overtimeAfterMinutes!: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
