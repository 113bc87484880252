import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** auth's copy of a company's security settings, kept from org's settings events. */
@Entity({ name: 'company_security' })
export class CompanySecurity {
  @PrimaryColumn('integer')
  companyId!: number;

  @Column('boolean', { default: false })
  twoFactorEmail!: boolean;

  @Column('boolean', { name: 'password_reset_3_months', default: false })
  passwordReset3Months!: boolean;

  @Column('boolean', { default: false })
  specialReports!: boolean;

  /** When org published the settings applied here: an older event never overwrites a newer one. */
  @Column('timestamptz')
  settingsChangedAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
