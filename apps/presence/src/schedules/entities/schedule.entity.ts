import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ShiftType } from '@presently/contracts';

/** A shift assigned to a user on one date, as instants computed in the company's zone when assigned. */
@Entity({ name: 'schedules' })
export class Schedule {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  /** yyyy-mm-dd: the day the shift starts on. */
  @Column('date')
  date!: string;

  @Column('integer', { name: 'shift_id', nullable: true })
  shiftId!: number | null;

  @Column('text', { name: 'shift_name', nullable: true })
  shiftName!: string | null;

  @Column('text', { name: 'shift_type', nullable: true })
  shiftType!: ShiftType | null;

  @Column('timestamptz', { name: 'starts_at' })
  startsAt!: Date;

  @Column('timestamptz', { name: 'ends_at' })
  endsAt!: Date;

  @Column('integer', { name: 'total_minutes' })
  totalMinutes!: number;

  @Column('integer', { name: 'created_by', nullable: true })
  createdBy!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
