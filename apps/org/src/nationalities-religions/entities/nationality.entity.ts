import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'nationalities' })
export class Nationality {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('text')
  name!: string;

  /** A built-in entry's stable key (BUILT_IN_NATIONALITIES / BUILT_IN_RELIGIONS) until an administrator renames it. */
  @Column('text', { name: 'builtin_key', nullable: true })
  builtinKey!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
