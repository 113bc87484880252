import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { CompanySettings } from '@presently/contracts';

/** presence's copy of a company's settings (zone, margins, night work, weekend and history flags, images). */
@Entity({ name: 'presence_companies' })
export class PresenceCompany {
  @PrimaryColumn('integer', { name: 'company_id' })
  companyId!: number;

  @Column('jsonb')
  settings!: CompanySettings;

  @Column('timestamptz', { name: 'changed_at' })
  changedAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
