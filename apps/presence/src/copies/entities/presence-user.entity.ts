import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { UserStatus, WorkSettings } from '@presently/contracts';

/** presence's copy of an org user: what scopes, scans and the rules need. Kept by org.user.changed.v1, fetched on a miss. */
@Entity({ name: 'presence_users' })
export class PresenceUser {
  @PrimaryColumn('integer', { name: 'user_id' })
  userId!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('text', { name: 'full_name' })
  fullName!: string;

  @Column('smallint', { name: 'role_id' })
  roleId!: number;

  @Column('text')
  status!: UserStatus;

  @Column('integer', { name: 'team_id', nullable: true })
  teamId!: number | null;

  @Column('integer', { name: 'department_id', nullable: true })
  departmentId!: number | null;

  @Column('integer', { name: 'nationality_id', nullable: true })
  nationalityId!: number | null;

  @Column('integer', { name: 'religion_id', nullable: true })
  religionId!: number | null;

  /** Null when another user's newer data took the code (the user's own event brings theirs). */
  @Column('text', { name: 'qr_code', nullable: true })
  qrCode!: string | null;

  @Column('jsonb', { name: 'work_settings' })
  workSettings!: WorkSettings;

  /** When org published what is held (the event's occurredAt, or when it was fetched): older events never overwrite it. */
  @Column('timestamptz', { name: 'changed_at' })
  changedAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
