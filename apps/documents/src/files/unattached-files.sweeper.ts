import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '@presently/service-runtime';
import { SweepUnattachedFilesUseCase } from './usecases/sweep-unattached-files/sweep-unattached-files.usecase';

/** Unattached files live a day; a sweep each hour keeps them under 25 h without noticeable load. */
export const SWEEP_EVERY_MS = 3_600_000;

/**
 * The sweep of unattached files from bootstrap to shutdown. Replicas may sweep at the same time (the
 * delete skips locked rows and a row deleted twice is deleted once), so no lock decides which one.
 */
@Injectable()
export class UnattachedFilesSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask<number>;

  constructor(sweep: SweepUnattachedFilesUseCase) {
    this.task = new PeriodicTask('UnattachedFilesSweeper', SWEEP_EVERY_MS, () => sweep.execute(), (removed) => (removed > 0 ? `removed ${removed} unattached file(s)` : null));
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }
}
