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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
