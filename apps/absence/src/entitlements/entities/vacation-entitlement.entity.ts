import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** numeric columns arrive from pg as strings; the values here are small halves, exact as numbers. */
const numeric = { to: (value: number): number => value, from: (value: string | null): number | null => (value === null ? null : Number(value)) };

/** A vacation rule of one user: days acquired on a date, to be used within a period. */
@Entity({ name: 'vacation_entitlements' })
export class VacationEntitlement {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  @Column('text')
  name!: string;

  /** yyyy-mm-dd, the first day the days may be used. */
  @Column('date', { name: 'valid_from' })
  validFrom!: string;

  /** yyyy-mm-dd, the last day (inclusive). */
  @Column('date', { name: 'valid_to' })
  validTo!: string;

  /** yyyy-mm-dd, the date of acquisition. */
  @Column('date', { name: 'acquired_on' })
  acquiredOn!: string;

  /** 0–365 in halves. */
  @Column('numeric', { precision: 4, scale: 1, transformer: numeric })
  days!: number;

  /** Who last saved the rule. */
  @Column('integer', { name: 'updated_by', nullable: true })
  updatedBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
