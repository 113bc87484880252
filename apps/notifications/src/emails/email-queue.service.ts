import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { runWithContext } from '@presently/logger';
import { LOGGER, type Logger } from '../config/logger.provider';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config/notifications.config';
import { JobQueue } from '../jobs/job-queue.adapter';
import { MAILER, type Mailer } from '../mail/mailer.adapter';
import type { EmailJob } from './domain/email-job';
import { SendEmailUseCase } from './usecases/send-email/send-email.usecase';

export const EMAIL_QUEUE = 'emails';
/** 6 tries, 2 s, 4 s, 8 s, 16 s and 32 s apart: about a minute of SMTP trouble is ridden out. */
export const EMAIL_ATTEMPTS = 6;
export const EMAIL_BACKOFF_MS = 2000;
export const EMAIL_CONCURRENCY = 5;

/**
 * The `emails` queue: event handlers add jobs; the worker in this same process sends them.
 * On shutdown the worker stops taking jobs and finishes the one it is sending, while the database
 * is still open (before any onApplicationShutdown closes it), then the mailer closes.
 */
@Injectable()
export class EmailQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly jobs: JobQueue<EmailJob>;

  constructor(
    @Inject(NOTIFICATIONS_CONFIG) config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly sendEmail: SendEmailUseCase,
  ) {
    this.jobs = new JobQueue<EmailJob>(
      {
        name: EMAIL_QUEUE,
        redisUrl: config.REDIS_URL,
        prefix: `${config.REDIS_PREFIX}bull`,
        attempts: EMAIL_ATTEMPTS,
        backoffMs: EMAIL_BACKOFF_MS,
      },
      {
        failed: (ctx, err, final) =>
          final
            ? this.logger.error({ jobId: ctx.id, attempt: ctx.attempt, err }, 'e-mail not sent; giving up')
            : this.logger.warn({ jobId: ctx.id, attempt: ctx.attempt, err: err.message }, 'e-mail not sent; will retry'),
        error: (err) => this.logger.error({ err }, 'e-mail queue error'),
      },
    );
  }

  /** Resolves once the job is stored in Redis: the point after which the event may be acknowledged. */
  async enqueue(job: EmailJob): Promise<void> {
    await this.jobs.add(job.kind, job, job.eventId);
  }

  onApplicationBootstrap(): void {
    this.jobs.process(
      (job) => runWithContext({ requestId: job.requestId, userId: job.userId ?? undefined }, () => this.sendEmail.execute(job)).then(() => undefined),
      EMAIL_CONCURRENCY,
    );
    this.logger.info({ transport: this.mailer.transport }, 'e-mail worker started');
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.jobs.close().catch((err: unknown) => this.logger.error({ err }, 'e-mail queue did not close cleanly'));
    await this.mailer.close();
  }
}
