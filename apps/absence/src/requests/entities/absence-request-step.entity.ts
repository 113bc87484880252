import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ApprovalStep } from '@presently/contracts';

/** One step of a request's chain: who held it when the request was submitted, and what became of it. */
@Entity({ name: 'absence_request_steps' })
export class AbsenceRequestStep {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'request_id' })
  requestId!: number;

  /** 0-based order within the chain. */
  @Column('smallint')
  position!: number;

  @Column('text')
  step!: ApprovalStep;

  @Column('integer', { name: 'holder_user_id' })
  holderUserId!: number;

  @Column('text', { name: 'holder_name' })
  holderName!: string;

  @Column('text', { name: 'holder_email' })
  holderEmail!: string;

  @Column('text', { name: 'holder_lang' })
  holderLang!: 'en' | 'mk' | 'bg';

  @Column('smallint', { name: 'holder_role_id' })
  holderRoleId!: number;

  @Column('text')
  status!: 'upcoming' | 'waiting' | 'approved' | 'declined';

  @Column('integer', { name: 'acted_by_user_id', nullable: true })
  actedByUserId!: number | null;

  @Column('text', { name: 'acted_by_name', nullable: true })
  actedByName!: string | null;

  @Column('timestamptz', { name: 'acted_at', nullable: true })
  actedAt!: Date | null;

  @Column('text', { nullable: true })
  reason!: string | null;
}
