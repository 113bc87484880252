import { Logger } from '@nestjs/common';

/**
 * Runs `run` every `everyMs` from `start()` to `stop()`, one run at a time (a tick while one runs is
 * skipped). The timer is unref'd so it never keeps a process alive; `stop()` waits for a run in flight.
 * `runSoon()` runs it now rather than at the next tick, for work that is known to be waiting.
 * For sweeps every replica may run at once: they must tolerate that (SKIP LOCKED claims).
 */
export class PeriodicTask<T> {
  private readonly logger: Logger;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private stopped = false;

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
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Runs now. While a run is in flight, one more follows it (that run may have looked before the work
   * was there), however many calls came meanwhile. Nothing after `stop()`.
   */
  runSoon(): void {
    if (this.stopped) return;
    if (this.running) {
      this.runAgain = true;
      return;
    }
    void this.tick();
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
        if (this.runAgain) {
          this.runAgain = false;
          this.runSoon();
        }
      });
    await this.running;
  }
}
