import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A user's comment on one day of their presence. */
@Entity({ name: 'presence_comments' })
export class PresenceComment {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  /** yyyy-mm-dd in the company's zone. */
  @Column('date')
  date!: string;

  @Column('text')
  comment!: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
