import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SweepUnattachedFilesUseCase } from './usecases/sweep-unattached-files/sweep-unattached-files.usecase';

/** Unattached files live a day; a sweep each hour keeps them under 25 h without noticeable load. */
export const SWEEP_EVERY_MS = 3_600_000;

/**
 * Runs the sweep of unattached files on a timer from bootstrap to shutdown. The timer is unref'd so it
 * never keeps a process alive; replicas may sweep at the same time (the delete skips locked rows and
 * a row deleted twice is deleted once), so no lock decides which one.
 */
@Injectable()
export class UnattachedFilesSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnattachedFilesSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly sweep: SweepUnattachedFilesUseCase) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.sweep
      .execute()
      .then((removed) => {
        if (removed > 0) this.logger.log(`removed ${removed} unattached file(s)`);
      })
      .catch((err: unknown) => this.logger.warn(`sweep of unattached files failed: ${String(err)}`))
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }
}
