import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { TeamKind } from '@presently/contracts';

@Entity({ name: 'teams' })
export class Team {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'department_id', nullable: true })
  departmentId!: number | null;

  @Column('text')
  name!: string;

  @Column('integer', { name: 'team_lead_user_id', nullable: true })
  teamLeadUserId!: number | null;

  /** default and deactivated: the company's two fixed teams (one of each); regular: the rest. */
  @Column('text')
  kind!: TeamKind;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
