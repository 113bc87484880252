import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A person's substitute: while from–to runs, they see and decide the steps the person holds. */
@Entity({ name: 'substitutes' })
export class Substitute {
  @PrimaryColumn('integer', { name: 'company_id' })
  companyId!: number;

  @PrimaryColumn('integer', { name: 'user_id' })
  userId!: number;

  @Column('integer', { name: 'substitute_user_id' })
  substituteUserId!: number;

  /** As org named the substitute when they were chosen. */
  @Column('text', { name: 'substitute_name' })
  substituteName!: string;

  /** Where and in which language the substitute is e-mailed (null: named before addresses were kept). */
  @Column('text', { name: 'substitute_email', nullable: true })
  substituteEmail!: string | null;

  @Column('text', { name: 'substitute_lang', nullable: true })
  substituteLang!: 'en' | 'mk' | 'bg' | null;

  @Column('date', { name: 'from_date' })
  fromDate!: string;

  @Column('date', { name: 'to_date' })
  toDate!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
