import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DeviceScanResult } from '@presently/contracts';

/** A scan taken from a gate device: (device_id, scan_id) is unique, so a retried scan changes nothing. */
@Entity({ name: 'device_scans' })
export class DeviceScan {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'device_id' })
  deviceId!: number;

  @Column('integer', { name: 'gate_id' })
  gateId!: number;

  @Column('text', { name: 'scan_id' })
  scanId!: string;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  @Column('text')
  action!: DeviceScanResult['action'];

  @Column('timestamptz')
  at!: Date;

  @Column('integer', { name: 'record_id', nullable: true })
  recordId!: number | null;

  /** The first answer, repeated for a retry. */
  @Column('jsonb', { nullable: true })
  result!: DeviceScanResult | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
