import { Injectable } from '@nestjs/common';
import {
  type MessageMeta,
  PRESENCE_HISTORY_CHANGED,
  PRESENCE_RECORD_CHANGED,
  type PresenceHistoryChangedEvent,
  type PresenceRecordChangedEvent,
} from '@presently/contracts';
import { type Announcement, EventOutbox } from '@presently/service-runtime';
import type { EntityManager } from 'typeorm';
import { RecordsRepository } from '../records/records.repository';
import { historyFrom } from './domain/history-change';
import { type ChangedPerson, recordChanged } from './domain/record-changed';

/**
 * What a change did to the user's records, for presence.history.changed: the starts of every record it
 * touched, before and after (historyFrom), and the company's zone that says which day is today.
 */
export interface TouchedRecords {
  timezone: string;
  starts: ReadonlyArray<Date | null | undefined>;
}

/**
 * Announces presence changes through the outbox, in the transaction of the change: for the live board
 * (presence.record.changed.v1, every change) and, when the change reached a day before today, for what
 * depends on past days (presence.history.changed.v1: reports' reuse of files). Every path that writes
 * records announces here. The hot paths (a clock-in, an on-time scan) take the statement form, sent
 * with their COMMIT (no extra round trip); the general paths write on their manager.
 */
@Injectable()
export class PresenceChangeAnnouncer {
  constructor(
    private readonly outbox: EventOutbox,
    private readonly records: RecordsRepository,
  ) {}

  statements(meta: MessageMeta, event: PresenceRecordChangedEvent, touched: TouchedRecords): string[] {
    return this.outbox.statements(meta, ...this.announcements(event, touched));
  }

  async add(em: EntityManager, meta: MessageMeta, event: PresenceRecordChangedEvent, touched: TouchedRecords): Promise<void> {
    await this.outbox.add(em, meta, ...this.announcements(event, touched));
  }

  /** After a change placed on `em` (an edit, a late scan): what the user is on now, read on the same transaction. */
  async current(em: EntityManager, meta: MessageMeta, user: ChangedPerson, source: PresenceRecordChangedEvent['source'], touched: TouchedRecords): Promise<void> {
    const open = await this.records.findOpen(user.userId, em);
    await this.add(em, meta, recordChanged(user, open ? { kind: open.kind, since: open.startedAt } : null, new Date(), source), touched);
  }

  /**
   * A change the live board does not show (an automatic stop, the demo history): only its reach into
   * past days, if any. Without a user (many people's records at once), ordered per company.
   */
  async history(em: EntityManager, meta: MessageMeta, who: { companyId: number; userId?: number }, touched: TouchedRecords): Promise<void> {
    const past = this.historyOf(who.companyId, who.userId ? `user:${who.userId}` : `company:${who.companyId}`, touched);
    if (past) await this.outbox.add(em, meta, past);
  }

  private announcements(event: PresenceRecordChangedEvent, touched: TouchedRecords): Announcement<unknown>[] {
    const aggregate = `user:${event.user_id}`;
    const live: Announcement<unknown> = { event: PRESENCE_RECORD_CHANGED, payload: event, aggregate };
    const past = this.historyOf(event.company_id, aggregate, touched);
    return past ? [live, past] : [live];
  }

  /** Under the same aggregate as the user's record events: published in the order they were made. */
  private historyOf(companyId: number, aggregate: string, touched: TouchedRecords): Announcement<PresenceHistoryChangedEvent> | null {
    const from = historyFrom(touched.starts, new Date(), touched.timezone);
    return from ? { event: PRESENCE_HISTORY_CHANGED, payload: { company_id: companyId, from }, aggregate } : null;
  }
}
