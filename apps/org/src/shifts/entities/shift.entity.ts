import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ShiftType } from '@presently/contracts';

@Entity({ name: 'shifts' })
export class Shift {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('text')
  name!: string;

  @Column('text')
  type!: ShiftType;

  /** HH:mm in the company's time zone; an end before the start is on the next day. */
  @Column('text', { name: 'start_time' })
  startTime!: string;

  @Column('text', { name: 'end_time' })
  endTime!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
