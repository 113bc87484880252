import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A login waiting for the code e-mailed to the user (company setting "two-factor by e-mail"). */
@Entity({ name: 'two_factor_challenges' })
export class TwoFactorChallenge {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('integer')
  userId!: number;

  /** HMAC of the current code, bound to this challenge. */
  @Column('text')
  codeHash!: string;

  @Column('timestamptz')
  expiresAt!: Date;

  /** Wrong codes since the current code was issued. */
  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('integer', { default: 0 })
  resendCount!: number;

  @Column('boolean', { default: false })
  locked!: boolean;

  @Column('timestamptz', { nullable: true })
  consumedAt!: Date | null;

  @Column('boolean', { default: false })
  rememberMe!: boolean;

  @Column('text', { nullable: true })
  ip!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
