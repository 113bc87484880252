import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every close and reopen of a month, kept for good (no foreign key: a reopened closure's trail stays). */
@Entity({ name: 'month_closure_audit' })
export class MonthClosureAudit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('text')
  month!: string;

  @Column('integer', { name: 'department_id', nullable: true })
  departmentId!: number | null;

  @Column('text')
  action!: 'closed' | 'reopened';

  @Column('integer', { name: 'actor_user_id' })
  actorUserId!: number;

  @Column('text', { name: 'actor_name' })
  actorName!: string;

  @Column('text', { nullable: true })
  reason!: string | null;

  @Column('timestamptz')
  at!: Date;
}
