import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AbsenceAuditEntry } from '@presently/contracts';

/** One change of a request: who did what, when. */
@Entity({ name: 'absence_request_audit' })
export class AbsenceRequestAudit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'request_id' })
  requestId!: number;

  @Column('timestamptz', { default: () => 'now()' })
  at!: Date;

  @Column('integer', { name: 'actor_user_id', nullable: true })
  actorUserId!: number | null;

  @Column('text', { name: 'actor_name', nullable: true })
  actorName!: string | null;

  @Column('text')
  action!: AbsenceAuditEntry['action'];

  @Column('text', { nullable: true })
  detail!: string | null;
}
