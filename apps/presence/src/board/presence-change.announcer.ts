import { Injectable } from '@nestjs/common';
import { type MessageMeta, PRESENCE_RECORD_CHANGED, type PresenceRecordChangedEvent } from '@presently/contracts';
import { EventOutbox } from '@presently/service-runtime';
import type { EntityManager } from 'typeorm';

/**
 * Announces presence changes for the live board (presence.record.changed.v1) through the outbox, in the
 * transaction of the change. The hot paths (a clock-in, an on-time scan) take the statement form, sent
 * with their COMMIT: no extra round trip; the general paths write it on their manager.
 */
@Injectable()
export class PresenceChangeAnnouncer {
  constructor(private readonly outbox: EventOutbox) {}

  statement(meta: MessageMeta, event: PresenceRecordChangedEvent): string {
    return this.outbox.statement(meta, { event: PRESENCE_RECORD_CHANGED, payload: event, aggregate: `user:${event.user_id}` });
  }

  async add(em: EntityManager, meta: MessageMeta, event: PresenceRecordChangedEvent): Promise<void> {
    await this.outbox.add(em, meta, { event: PRESENCE_RECORD_CHANGED, payload: event, aggregate: `user:${event.user_id}` });
  }
}
