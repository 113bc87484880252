import type { DataSource, EntityManager } from 'typeorm';
import { ProcessedEvent } from './processed-event.entity';

/**
 * Runs an event's effect at most once: the event id is recorded in the service's inbox in the same
 * transaction as the effect, so a redelivered event (at-least-once delivery) changes nothing.
 * Returns false when the event had already been handled.
 */
export async function handleOnce(
  dataSource: DataSource,
  event: { id: string; name: string },
  effect: (manager: EntityManager) => Promise<void>,
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ProcessedEvent)
      .values({ eventId: event.id, eventName: event.name })
      .orIgnore()
      .execute();
    if ((inserted.raw as unknown[]).length === 0) return false;
    await effect(manager);
    return true;
  });
}
