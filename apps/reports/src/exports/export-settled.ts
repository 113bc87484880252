import { Injectable } from '@nestjs/common';

type Listener = (exportId: string) => void;

/**
 * Word, within one process, that an export has reached its end (done, cancelled, or failed for good),
 * so that what waits on it (a scheduled run's e-mail) moves on at once instead of at its next tick.
 * Only a hint: other replicas, and this one after a missed word, still find the export by their tick.
 */
@Injectable()
export class ExportSettled {
  private readonly listeners = new Set<Listener>();

  /** Listens until the returned function is called. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(exportId: string): void {
    for (const listener of this.listeners) listener(exportId);
  }
}
