import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ApprovalStep } from '@presently/contracts';

const numeric = { to: (value: number): number => value, from: (value: string): number => Number(value) };

/** One approval step a company set for an absence type, needed from `fromDays` requested days on. */
@Entity({ name: 'approval_rules' })
export class ApprovalRule {
  @PrimaryColumn('integer', { name: 'company_id' })
  companyId!: number;

  @PrimaryColumn('smallint', { name: 'absence_type_id' })
  absenceTypeId!: number;

  @PrimaryColumn('text')
  step!: ApprovalStep;

  @Column('numeric', { name: 'from_days', precision: 5, scale: 1, transformer: numeric })
  fromDays!: number;
}
