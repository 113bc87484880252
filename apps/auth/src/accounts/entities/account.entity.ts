import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Lang } from '@presently/contracts';
import type { AccountStatus } from '../domain/account-access';

/** The credentials of one org user: the same id as org's user. */
@Entity({ name: 'accounts' })
export class Account {
  @PrimaryColumn('integer')
  userId!: number;

  @Column('integer', { nullable: true })
  companyId!: number | null;

  /** Stored normalised (trimmed, lower-case); unique on lower(email). */
  @Column('text')
  email!: string;

  /** argon2id; null until the user sets a password (invitation). */
  @Column('text', { nullable: true })
  passwordHash!: string | null;

  @Column('smallint')
  roleId!: number;

  @Column('text', { default: 'active' })
  status!: AccountStatus;

  @Column('text', { default: 'en' })
  lang!: Lang;

  @Column('timestamptz', { nullable: true })
  emailVerifiedAt!: Date | null;

  @Column('timestamptz', { nullable: true })
  termsAcceptedAt!: Date | null;

  @Column('boolean', { default: false })
  mustChangePassword!: boolean;

  @Column('timestamptz', { nullable: true })
  passwordChangedAt!: Date | null;

  /** When org published the user data applied here (org.user.changed.v1): an older event never overwrites it. */
  @Column('timestamptz', { nullable: true })
  userChangedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
