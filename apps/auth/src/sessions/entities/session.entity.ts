import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A login: the refresh token's hash and the session's fixed life. Its live copy is in Redis. */
@Entity({ name: 'sessions' })
export class Session {
  @PrimaryColumn('uuid')
  id!: string;

  @Column('integer')
  userId!: number;

  /** SHA-256 (hex) of the current refresh token; rotated on every refresh. */
  @Column('text')
  refreshTokenHash!: string;

  @Column('boolean', { default: false })
  rememberMe!: boolean;

  @Column('timestamptz')
  expiresAt!: Date;

  @Column('timestamptz', { nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { nullable: true })
  lastRefreshedAt!: Date | null;

  @Column('text', { nullable: true })
  ip!: string | null;
}
