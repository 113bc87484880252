import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { serviceConfig, REDIS } from '@presently/service-runtime';
import { DelayedError, type Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { ExportRunner } from './export-runner.service';
import { ExportSettled } from './export-settled';
import { EXPORT_SETTINGS } from './export-settings';
import { ExportStore } from './export-store.repository';

export interface ExportJobData {
  exportId: string;
  companyId: number;
}

const QUEUE = 'report-exports';
/** A company already at its limit: its job waits this long before it asks again (others run meanwhile). */
const FAIR_RETRY_MS = 400;

/**
 * Every export is a BullMQ job (Redis), whatever its size. Fairness: each process runs a few jobs at
 * once, but a company runs at most `perCompany` at a time across all processes (a Redis lock renewed
 * while the job runs); a job of a company at its limit is put back for a moment, so a small tenant's
 * export takes a free slot instead of queueing behind a large tenant's. A worker killed mid-job stops
 * renewing its locks: BullMQ hands the stalled job to a worker again, and it runs from the start.
 */
@Injectable()
export class ExportQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ExportQueue.name);
  private readonly config = serviceConfig();
  private readonly connection = { url: this.config.REDIS_URL, maxRetriesPerRequest: null };
  private readonly prefix = `${this.config.REDIS_PREFIX}bull`;
  private readonly queue = new Queue<ExportJobData>(QUEUE, {
    connection: this.connection,
    prefix: this.prefix,
    defaultJobOptions: { attempts: EXPORT_SETTINGS.attempts, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } },
  });
  private worker: Worker<ExportJobData> | null = null;
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly runner: ExportRunner,
    private readonly store: ExportStore,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly settled: ExportSettled,
  ) {
    this.queue.on('error', (err) => this.logger.warn(`queue: ${String(err)}`));
  }

  async add(data: ExportJobData): Promise<void> {
    await this.queue.add('export', data, { jobId: data.exportId });
  }

  /** Takes a queued job out (a cancel before it ran); a running one stops by itself. */
  async remove(exportId: string): Promise<void> {
    await this.queue.remove(exportId).catch(() => undefined);
  }

  onApplicationBootstrap(): void {
    this.worker = new Worker<ExportJobData>(QUEUE, (job, token) => this.process(job, token), {
      connection: this.connection,
      prefix: this.prefix,
      concurrency: EXPORT_SETTINGS.concurrency,
      lockDuration: EXPORT_SETTINGS.lockMs,
      stalledInterval: EXPORT_SETTINGS.lockMs / 2,
      maxStalledCount: 5,
    });
    this.worker.on('error', (err) => this.logger.warn(`worker: ${String(err)}`));
    this.worker.on('failed', (job, err) => {
      if (!job || err instanceof DelayedError || err.name === 'DelayedError') return;
      const final = err instanceof UnrecoverableError || err.name === 'UnrecoverableError' || job.attemptsMade >= (job.opts.attempts ?? 1);
      this.logger.warn(`export ${job.data.exportId} failed (attempt ${job.attemptsMade}${final ? ', final' : ''}): ${err.message}`);
      if (final)
        void this.runner
          .failed(job.data.exportId, err)
          .then(() => this.settled.notify(job.data.exportId))
          .catch(() => undefined);
    });
    const sweep = () => void this.store.sweepExpired().catch((err) => this.logger.warn(`sweep: ${String(err)}`));
    this.sweeper = setInterval(sweep, 3600_000);
    this.sweeper.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.worker?.close();
    await this.queue.close();
  }

  private lockKey = (companyId: number, slot: number) => `reports:export-company:${companyId}:${slot}`;

  /** A slot of the company's limit for this job (its own slot again after a restart), or null. */
  private async takeSlot(data: ExportJobData): Promise<string | null> {
    for (let slot = 0; slot < EXPORT_SETTINGS.perCompany; slot++) {
      const key = this.lockKey(data.companyId, slot);
      if ((await this.redis.set(key, data.exportId, 'PX', EXPORT_SETTINGS.lockMs, 'NX')) === 'OK') return key;
      if ((await this.redis.get(key)) === data.exportId) return key;
    }
    return null;
  }

  private async process(job: Job<ExportJobData>, token?: string): Promise<void> {
    const key = await this.takeSlot(job.data);
    if (!key) {
      await job.moveToDelayed(Date.now() + FAIR_RETRY_MS, token);
      throw new DelayedError();
    }
    const renew = setInterval(() => void this.redis.pexpire(key, EXPORT_SETTINGS.lockMs).catch(() => undefined), EXPORT_SETTINGS.lockMs / 3);
    try {
      const outcome = await this.runner.run(job.data.exportId);
      this.logger.log(`export ${job.data.exportId}: ${outcome}`);
      if (outcome !== 'skipped') this.settled.notify(job.data.exportId);
    } catch (err) {
      // Rules that will not change on a retry (the actor may no longer run the report, bad filters) fail at once.
      const status = (err as { status?: number }).status;
      if (status !== undefined && status < 500) throw new UnrecoverableError(String((err as Error).message));
      throw err;
    } finally {
      clearInterval(renew);
      if ((await this.redis.get(key)) === job.data.exportId) await this.redis.del(key);
    }
  }
}
