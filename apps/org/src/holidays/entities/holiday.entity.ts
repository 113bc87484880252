import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { HolidayNames, HolidayType } from '@presently/contracts';

@Entity({ name: 'holidays' })
export class Holiday {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  /** yyyy-mm-dd */
  @Column('date')
  date!: string;

  /** As saved: an administrator's text, or the official name in the language of whoever saved the list. */
  @Column('text')
  description!: string;

  /** The official list's names in every language (null: typed by an administrator, shown as typed). */
  @Column('jsonb', { nullable: true })
  names!: HolidayNames | null;

  @Column('text')
  type!: HolidayType;

  /** For all citizens; otherwise for one nationality or one religion. */
  @Column('boolean', { name: 'for_all' })
  forAll!: boolean;

  @Column('integer', { name: 'nationality_id', nullable: true })
  nationalityId!: number | null;

  @Column('integer', { name: 'religion_id', nullable: true })
  religionId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
