import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PeriodicTask } from '@presently/service-runtime';
import { SweepStaleRegistrationsUseCase, type SweepResult } from './usecases/sweep-stale-registrations/sweep-stale-registrations.usecase';

/** Once a minute: an unfinished registration is abandoned within a minute of becoming due (15 min). */
export const SWEEP_REGISTRATIONS_EVERY_MS = 60_000;

/**
 * The sweep of unfinished registrations from bootstrap to shutdown. Replicas may sweep at once: each
 * claims disjoint rows (registrations.repository.ts, claimDue).
 */
@Injectable()
export class StaleRegistrationsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask<SweepResult>;

  constructor(sweep: SweepStaleRegistrationsUseCase) {
    this.task = new PeriodicTask('StaleRegistrationsSweeper', SWEEP_REGISTRATIONS_EVERY_MS, () => sweep.execute(), ({ abandoned, completed }) =>
      abandoned + completed > 0 ? `settled unfinished registrations: ${abandoned} abandoned, ${completed} completed` : null,
    );
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }
}
