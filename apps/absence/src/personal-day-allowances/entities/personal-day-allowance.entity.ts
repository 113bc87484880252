import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A company's own yearly allowance (working days) for one personal-day reason; reasons without a row keep the labour code's default. */
@Entity({ name: 'personal_day_allowances' })
export class PersonalDayAllowanceRow {
  @PrimaryColumn('integer', { name: 'company_id' })
  companyId!: number;

  @PrimaryColumn('smallint', { name: 'reason_id' })
  reasonId!: number;

  @Column('smallint')
  days!: number;
}
