import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { StoredFileMime, StoredFilePurpose } from '@presently/contracts';

/** A file kept for a company: checked by content before it was stored; owned once attached. */
@Entity({ name: 'stored_files' })
export class StoredFile {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  /** `absence-request:42`; null until attached (an unattached file is swept after a day). */
  @Column('text', { nullable: true })
  owner!: string | null;

  @Column('text')
  purpose!: StoredFilePurpose;

  /** The uploaded name, for downloads only. */
  @Column('text')
  name!: string;

  /** Detected from the content. */
  @Column('text')
  mime!: StoredFileMime;

  @Column('integer')
  size!: number;

  /** Loaded only when the bytes are read (`select: false`): lists never carry megabytes. */
  @Column('bytea', { select: false })
  content!: Buffer;

  /** The user who stored it: until attached, nobody else may attach or read it. */
  @Column('integer', { name: 'created_by' })
  createdBy!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'attached_at', nullable: true })
  attachedAt!: Date | null;
}
