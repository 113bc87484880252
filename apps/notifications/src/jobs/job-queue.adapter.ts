import { type Job, Queue, UnrecoverableError, Worker } from 'bullmq';

/**
 * The one place that knows the job library (BullMQ). Jobs live in Redis, are retried with
 * exponential backoff, and a job id that is already queued is not queued twice.
 */
export interface JobQueueOptions {
  name: string;
  redisUrl: string;
  /** Key prefix of every key the queue writes, e.g. `presently:bull`. */
  prefix: string;
  attempts: number;
  /** First retry delay; each further retry waits twice as long. */
  backoffMs: number;
  /** Failed jobs are kept this long for inspection, then removed. */
  keepFailedSeconds?: number;
}

export interface JobContext {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
}

export interface JobListeners {
  failed?: (ctx: JobContext, err: Error, final: boolean) => void;
  error?: (err: Error) => void;
}

/** Thrown by a handler when trying again cannot help: the job fails at once, without retries. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export class JobQueue<T> {
  // Type arguments spelled out: BullMQ's defaults are conditional types that stay unresolved for a generic T.
  private readonly queue: Queue<T, void, string, T, void, string>;
  private worker: Worker<T, void, string> | null = null;

  constructor(
    private readonly opts: JobQueueOptions,
    private readonly listeners: JobListeners = {},
  ) {
    // BullMQ gets its own connections, without ioredis' keyPrefix (BullMQ prefixes keys itself), and
    // with no per-request retry limit: while Redis is away, add() waits instead of failing.
    this.queue = new Queue<T, void, string, T, void, string>(opts.name, {
      connection: { url: opts.redisUrl, maxRetriesPerRequest: null },
      prefix: opts.prefix,
      defaultJobOptions: {
        attempts: opts.attempts,
        backoff: { type: 'exponential', delay: opts.backoffMs },
        removeOnComplete: true,
        removeOnFail: { age: opts.keepFailedSeconds ?? 7 * 24 * 3600 },
      },
    });
    this.queue.on('error', (err) => this.listeners.error?.(err));
  }

  /** Resolves once the job is stored in Redis. Adding a job id that is still queued changes nothing. */
  async add(name: string, data: T, jobId: string): Promise<void> {
    await this.queue.add(name, data, { jobId });
  }

  /** Starts processing in this process. A handler that throws has its job retried, unless it threw PermanentJobError. */
  process(handler: (data: T, ctx: JobContext) => Promise<void>, concurrency: number): void {
    if (this.worker) throw new Error(`queue ${this.opts.name} is already processed here`);
    const contextOf = (job: Job<T, void, string>): JobContext => ({
      id: job.id ?? '',
      attempt: job.attemptsMade + 1,
      maxAttempts: job.opts.attempts ?? 1,
    });
    this.worker = new Worker<T, void, string>(
      this.opts.name,
      async (job) => {
        try {
          await handler(job.data, contextOf(job));
        } catch (err) {
          if (err instanceof PermanentJobError) throw new UnrecoverableError(err.message);
          throw err;
        }
      },
      { connection: { url: this.opts.redisUrl, maxRetriesPerRequest: null }, prefix: this.opts.prefix, concurrency },
    );
    this.worker.on('failed', (job, err) => {
      if (!job) return;
      const ctx = contextOf(job);
      const final = err instanceof UnrecoverableError || err.name === 'UnrecoverableError' || job.attemptsMade >= ctx.maxAttempts;
      this.listeners.failed?.({ ...ctx, attempt: job.attemptsMade }, err, final);
    });
    this.worker.on('error', (err) => this.listeners.error?.(err));
  }

  /** Stops taking jobs, waits for the running ones to finish, then closes the connections. */
  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}
