import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { CalendarFeedScope, Lang } from '@presently/contracts';

/**
 * A secret iCal feed a user made. Only the SHA-256 of its token is kept: whoever reads the table
 * cannot subscribe. A revoked feed keeps its row (revoked_at) so its URL stays dead.
 */
@Entity({ name: 'calendar_feeds' })
export class CalendarFeed {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('integer', { name: 'company_id' })
  companyId!: number;

  @Column('integer', { name: 'user_id' })
  userId!: number;

  @Column('text')
  scope!: CalendarFeedScope;

  @Column('smallint', { name: 'absence_type_id', nullable: true })
  absenceTypeId!: number | null;

  /** The language the feed's titles are written in (the creator's when they made it). */
  @Column('text', { default: 'en' })
  lang!: Lang;

  /** Hex SHA-256 of the token. */
  @Column('text', { name: 'token_hash' })
  tokenHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt!: Date | null;
}
