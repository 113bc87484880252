import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PresenceKind, PresenceSource } from '@presently/contracts';
import type { StoredRecord } from '../domain/stored-record';

/** One stretch of work, break, private exit or field work. Open while ended_at is null (at most one per user). */
@Entity({ name: 'presence_records' })
export class PresenceRecord implements StoredRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  @Column('text')
  kind!: PresenceKind;

  @Column('timestamptz', { name: 'started_at' })
  startedAt!: Date;

  @Column('timestamptz', { name: 'ended_at', nullable: true })
  endedAt!: Date | null;

  @Column('text')
  source!: PresenceSource;

  @Column('integer', { name: 'device_id', nullable: true })
  deviceId!: number | null;

  @Column('boolean', { name: 'has_image', default: false })
  hasImage!: boolean;

  /** Reason of the last edit. */
  @Column('text', { nullable: true })
  reason!: string | null;

  @Column('integer', { name: 'updated_by', nullable: true })
  updatedBy!: number | null;

  @Column('timestamptz', { name: 'updated_at', nullable: true })
  updatedAt!: Date | null;

  /** The times before the last change by an edit or an overlap. */
  @Column('timestamptz', { name: 'previous_start', nullable: true })
  previousStart!: Date | null;

  @Column('timestamptz', { name: 'previous_end', nullable: true })
  previousEnd!: Date | null;

  /** The times as first clocked or scanned; never changed afterwards. */
  @Column('timestamptz', { name: 'registered_start', nullable: true })
  registeredStart!: Date | null;

  @Column('timestamptz', { name: 'registered_end', nullable: true })
  registeredEnd!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
