import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The pending invitation of a user (at most one: a newer invitation replaces it). Single use, 7 days. */
@Entity({ name: 'invitations' })
export class Invitation {
  @PrimaryColumn('integer')
  userId!: number;

  /** The address the link was sent to: the link sets the password only while it is still the account's. */
  @Column('text')
  email!: string;

  /** SHA-256 (hex) of the token; the token itself is only in the e-mail. */
  @Column('text')
  tokenHash!: string;

  @Column('timestamptz')
  expiresAt!: Date;

  @Column('timestamptz', { nullable: true })
  consumedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
