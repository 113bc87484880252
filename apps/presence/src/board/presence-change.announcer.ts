import { Injectable } from '@nestjs/common';
import { type MessageMeta, PRESENCE_RECORD_CHANGED, type PresenceRecordChangedEvent } from '@presently/contracts';
import { EventOutbox } from '@presently/service-runtime';
import type { EntityManager } from 'typeorm';
import { RecordsRepository } from '../records/records.repository';
import { type ChangedPerson, recordChanged } from './domain/record-changed';

/**
 * Announces presence changes for the live board (presence.record.changed.v1) through the outbox, in the
 * transaction of the change. The hot paths (a clock-in, an on-time scan) take the statement form, sent
 * with their COMMIT: no extra round trip; the general paths write it on their manager.
 */
@Injectable()
export class PresenceChangeAnnouncer {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly records: RecordsRepository,
  ) {}

  statement(meta: MessageMeta, event: PresenceRecordChangedEvent): string {
    return this.outbox.statement(meta, { event: PRESENCE_RECORD_CHANGED, payload: event, aggregate: `user:${event.user_id}` });
  }

  async add(em: EntityManager, meta: MessageMeta, event: PresenceRecordChangedEvent): Promise<void> {
    await this.outbox.add(em, meta, { event: PRESENCE_RECORD_CHANGED, payload: event, aggregate: `user:${event.user_id}` });
  }

  /** After a change placed on `em` (an edit, a late scan): what the user is on now, read on the same transaction. */
  async current(em: EntityManager, meta: MessageMeta, user: ChangedPerson, source: PresenceRecordChangedEvent['source']): Promise<void> {
    const open = await this.records.findOpen(user.userId, em);
    await this.add(em, meta, recordChanged(user, open ? { kind: open.kind, since: open.startedAt } : null, new Date(), source));
  }
}
