import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventMessage, MessageMeta } from '@presently/contracts';
import { enqueueEvents, outboxExecutions, outboxInsertStatement, type PreparedStatement } from '@presently/database';
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
  /** The outbox write prepared per connection, for {@link statements}: a hot path prepares it with its own. */
  readonly insertStatement: PreparedStatement;

  constructor(@Inject(SERVICE_NAME) private readonly schema: string) {
    this.insertStatement = outboxInsertStatement(schema);
  }

  /** `manager` must be the transaction's EntityManager (`dataSource.transaction(async (manager) => …)`). */
  async add<T>(manager: EntityManager, meta: MessageMeta, ...announcements: Announcement<T>[]): Promise<string[]> {
    return enqueueEvents(
      manager,
      this.schema,
      announcements.map((a) => ({ name: a.event.key, payload: a.payload, meta, aggregate: a.aggregate })),
    );
  }

  /**
   * The same announcement as statements with their values as literals (`EXECUTE`s of
   * {@link insertStatement}, one per event), for a transaction that sends its statements in batches
   * (presence's hot paths): the caller prepares {@link insertStatement} on its connection and runs them
   * inside the transaction of the change, so they are written (and published) exactly when the change
   * commits.
   */
  statements<T>(meta: MessageMeta, ...announcements: Announcement<T>[]): string[] {
    return outboxExecutions(
      this.insertStatement,
      announcements.map((a) => ({ name: a.event.key, payload: a.payload, meta, aggregate: a.aggregate })),
    ).statements;
  }
}
