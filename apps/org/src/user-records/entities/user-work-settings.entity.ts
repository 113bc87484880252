import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** How one person works (spec: "User work settings"); one row per user, made with the user. */
@Entity({ name: 'user_work_settings' })
export class UserWorkSettings {
  @PrimaryColumn('integer', { name: 'user_id' })
  userId!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  /** Daily working time in minutes (the contract speaks hours: minutes / 60). */
  @Column('smallint', { name: 'working_minutes' })
  workingMinutes!: number;

  @Column('smallint', { name: 'max_paid_break_minutes' })
  maxPaidBreakMinutes!: number;

  @Column('boolean', { name: 'flexible_regular_hours' })
  flexibleRegularHours!: boolean;

  @Column('boolean', { name: 'automatic_presence_stop' })
  automaticPresenceStop!: boolean;

  @Column('boolean', { name: 'saving_images' })
  savingImages!: boolean;

  @Column('boolean', { name: 'disable_overtime' })
  disableOvertime!: boolean;

  @Column('boolean', { name: 'disable_presence_logging' })
  disablePresenceLogging!: boolean;

  @Column('boolean', { name: 'use_web' })
  useWeb!: boolean;

  @Column('boolean', { name: 'use_mobile_app' })
  useMobileApp!: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
