import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PresenceAuditEntry } from '@presently/contracts';

export type AuditAction = PresenceAuditEntry['action'];
export type AuditTimes = NonNullable<PresenceAuditEntry['before']>;

/** Every change of a record (edit, overlap trim or merge, automatic stop): before and after, who, why and when. */
@Entity({ name: 'presence_audit' })
export class PresenceAudit {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  @Column('integer', { name: 'record_id' })
  recordId!: number;

  @Column('text')
  action!: AuditAction;

  @Column('integer', { name: 'actor_user_id', nullable: true })
  actorUserId!: number | null;

  @Column('text', { nullable: true })
  reason!: string | null;

  @Column('jsonb', { nullable: true })
  before!: AuditTimes | null;

  @Column('jsonb', { nullable: true })
  after!: AuditTimes | null;

  @Column('timestamptz', { default: () => 'now()' })
  at!: Date;
}
