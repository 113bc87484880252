import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A month closed now, for the company (department null) or one department. Reopening deletes the row. */
@Entity({ name: 'month_closures' })
export class MonthClosure {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  /** YYYY-MM */
  @Column('text')
  month!: string;

  @Column('integer', { name: 'department_id', nullable: true })
  departmentId!: number | null;

  @Column('timestamptz', { name: 'closed_at' })
  closedAt!: Date;

  @Column('integer', { name: 'closed_by_user_id' })
  closedByUserId!: number;

  @Column('text', { name: 'closed_by_name' })
  closedByName!: string;

  @Column('text', { nullable: true })
  reason!: string | null;
}
