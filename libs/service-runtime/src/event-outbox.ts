import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventMessage, MessageMeta } from '@presently/contracts';
import { enqueueEvents, outboxStatement } from '@presently/database';
import { SERVICE_NAME } from './tokens';

/** One event to announce: a contract event (its versioned key) and its payload. */
export interface Announcement<T> {
  event: EventMessage<string, T>;
  payload: T;
  /** What it is about (`user:12`), for tracing. */
  aggregate?: string;
}

/**
 * How a service announces an event: written to its outbox on the transaction that made the change,
 * so the event exists exactly when the change does; the relay publishes it after the commit. There
 * is no other way to publish (docs/platform.md, "Events").
 */
@Injectable()
export class EventOutbox {
  constructor(@Inject(SERVICE_NAME) private readonly schema: string) {}

  /** `manager` must be the transaction's EntityManager (`dataSource.transaction(async (manager) => …)`). */
  async add<T>(manager: EntityManager, meta: MessageMeta, ...announcements: Announcement<T>[]): Promise<string[]> {
    return enqueueEvents(
      manager,
      this.schema,
      announcements.map((a) => ({ name: a.event.key, payload: a.payload, meta, aggregate: a.aggregate })),
    );
  }

  /**
   * The same announcement as one SQL statement with its values as literals, for a transaction that
   * sends its statements in batches (presence's hot paths): the caller runs it inside the transaction
   * of the change, so it is written (and published) exactly when the change commits.
   */
  statement<T>(meta: MessageMeta, ...announcements: Announcement<T>[]): string {
    return outboxStatement(
      this.schema,
      announcements.map((a) => ({ name: a.event.key, payload: a.payload, meta, aggregate: a.aggregate })),
    ).sql;
  }
}
