import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { SweepStaleRegistrationsUseCase } from './usecases/sweep-stale-registrations/sweep-stale-registrations.usecase';

/** Once a minute: an unfinished registration is abandoned within a minute of becoming due (15 min). */
export const SWEEP_REGISTRATIONS_EVERY_MS = 60_000;

/**
 * Runs the sweep of unfinished registrations on an unref'd timer from bootstrap to shutdown. Replicas
 * may sweep at once: each claims disjoint rows (registrations.repository.ts, claimDue).
 */
@Injectable()
export class StaleRegistrationsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StaleRegistrationsSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly sweep: SweepStaleRegistrationsUseCase) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), SWEEP_REGISTRATIONS_EVERY_MS);
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
      .then(({ abandoned, completed }) => {
        if (abandoned + completed > 0) this.logger.log(`settled unfinished registrations: ${abandoned} abandoned, ${completed} completed`);
      })
      .catch((err: unknown) => this.logger.warn(`sweep of unfinished registrations failed: ${String(err)}`))
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }
}
