import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Lang } from '@presently/contracts';
import type { EmailKind } from '../domain/email-job';

/** One e-mail that left the service: written after the send, so a repeated job does not send again. */
@Entity({ name: 'sent_emails' })
export class SentEmail {
  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId!: string;

  @Column('text')
  kind!: EmailKind;

  @Column('text', { name: 'to' })
  to!: string;

  @Column('text')
  lang!: Lang;

  @Column('text')
  subject!: string;

  @Column('timestamptz', { name: 'sent_at', default: () => 'now()' })
  sentAt!: Date;
}
