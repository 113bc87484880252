import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A day a user rests instead of working (at most one row per user and date). */
@Entity({ name: 'rest_days' })
export class RestDay {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  /** yyyy-mm-dd */
  @Column('date')
  date!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
