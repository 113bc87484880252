import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A code e-mailed for "forgot password": single use; a newer code replaces it. */
@Entity({ name: 'password_reset_codes' })
export class PasswordResetCode {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('integer')
  userId!: number;

  /** HMAC of the code, bound to this row. */
  @Column('text')
  codeHash!: string;

  @Column('timestamptz')
  expiresAt!: Date;

  @Column('integer', { default: 0 })
  attempts!: number;

  @Column('timestamptz', { nullable: true })
  consumedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
