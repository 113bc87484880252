import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The photo a device sent with a scan (kept only when the company and the user save images). */
@Entity({ name: 'presence_images' })
export class PresenceImage {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  @Column('integer', { name: 'record_id' })
  recordId!: number;

  /** device_scans.id */
  @Column('integer', { name: 'scan_id' })
  scanId!: number;

  @Column('text')
  action!: 'clock-in' | 'clock-out';

  @Column('text')
  mime!: 'image/jpeg' | 'image/png';

  @Column('bytea')
  content!: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
