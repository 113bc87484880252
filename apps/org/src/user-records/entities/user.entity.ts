import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { UserStatus } from '@presently/contracts';
import type { ImageMime } from '@presently/domain';

@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  /** Unique across companies, case-insensitively (index on lower(email)). */
  @Column('text')
  email!: string;

  @Column('text', { name: 'full_name' })
  fullName!: string;

  @Column('text', { name: 'full_name_in_documents', nullable: true })
  fullNameInDocuments!: string | null;

  @Column('text', { name: 'job_position', nullable: true })
  jobPosition!: string | null;

  @Column('text', { name: 'job_position_in_documents', nullable: true })
  jobPositionInDocuments!: string | null;

  /** yyyy-mm-dd */
  @Column('date', { nullable: true })
  birthday!: string | null;

  @Column('text', { nullable: true })
  phone!: string | null;

  @Column('integer', { name: 'nationality_id', nullable: true })
  nationalityId!: number | null;

  @Column('integer', { name: 'religion_id', nullable: true })
  religionId!: number | null;

  /** ISO 3166-1 alpha-2. */
  @Column('varchar', { name: 'country_code', length: 2, nullable: true })
  countryCode!: string | null;

  @Column('date', { name: 'employment_start_date', nullable: true })
  employmentStartDate!: string | null;

  @Column('date', { name: 'employment_end_date', nullable: true })
  employmentEndDate!: string | null;

  @Column('smallint', { name: 'role_id' })
  roleId!: number;

  @Column('integer', { name: 'department_id', nullable: true })
  departmentId!: number | null;

  @Column('integer', { name: 'team_id', nullable: true })
  teamId!: number | null;

  /** #rrggbb, lower case. */
  @Column('text', { name: 'user_color' })
  userColor!: string;

  /** Random opaque token shown as the user's QR code and scanned at gates. */
  @Column('text', { name: 'qr_code' })
  qrCode!: string;

  @Column('smallint')
  survey!: 0 | 1;

  @Column('text')
  status!: UserStatus;

  /** Never loaded with the user: read only by the avatar use case. */
  @Column('bytea', { nullable: true, select: false })
  avatar!: Buffer | null;

  @Column('text', { name: 'avatar_mime', nullable: true })
  avatarMime!: ImageMime | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
