import { Logger } from '@nestjs/common';

/**
 * Runs `run` every `everyMs` from `start()` to `stop()`, one run at a time (a tick while one runs is
 * skipped). The timer is unref'd so it never keeps a process alive; `stop()` waits for a run in flight.
 * For sweeps every replica may run at once: they must tolerate that (SKIP LOCKED claims).
 */
export class PeriodicTask<T> {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    name: string,
    private readonly everyMs: number,
    private readonly run: () => Promise<T>,
    /** What to log of a finished run (nothing when it returns null). */
    private readonly describe: (result: T) => string | null,
  ) {
    this.logger = new Logger(name);
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = this.run()
      .then((result) => {
        const line = this.describe(result);
        if (line) this.logger.log(line);
      })
      .catch((err: unknown) => this.logger.warn(`run failed: ${String(err)}`))
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }
}
