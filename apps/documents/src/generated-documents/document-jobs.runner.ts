import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { outsideRequest } from '@presently/logger';
import { DomainError, RpcError } from '@presently/messaging';
import { LEASE_SECONDS, retryDelaySeconds } from './domain/retry-policy';
import { GeneratedDocumentsRepository } from './generated-documents.repository';
import { GenerateDocumentUseCase } from './usecases/generate-document/generate-document.usecase';

/** How often due jobs are looked for when nothing woke the runner (a retry coming due, another replica's work). */
export const POLL_EVERY_MS = 2_000;
/** Documents generated at once by one process (rendering is quick; the RPCs before it wait on other services). */
export const CONCURRENCY = 2;

/** The key a failure is shown with in the register. */
export function failureKey(err: unknown): string {
  if (err instanceof RpcError) return err.body.error ?? 'service_unavailable';
  if (err instanceof DomainError) return err.key;
  return 'document_generation_failed';
}

/**
 * The generation jobs: rows of generated_documents that are `pending` and due. Woken at once after an
 * approval is recorded, and on a timer otherwise; each job is claimed with a lease (so replicas share
 * the work and a crashed one's job comes back), then generated, or its failure recorded with the next
 * attempt's time. Stops taking jobs at shutdown and waits for those in hand.
 */
@Injectable()
export class DocumentJobsRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DocumentJobsRunner.name);
  private timer: NodeJS.Timeout | null = null;
  private workers = 0;
  private stopping = false;
  private readonly inHand = new Set<Promise<void>>();

  constructor(
    private readonly documents: GeneratedDocumentsRepository,
    private readonly generate: GenerateDocumentUseCase,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), POLL_EVERY_MS);
    this.timer.unref();
    this.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inHand]);
  }

  /** Starts workers up to the concurrency; each takes jobs until none is due. */
  kick(): void {
    while (!this.stopping && this.workers < CONCURRENCY) {
      this.workers += 1;
      // Outside the request that kicked it (a regenerate RPC): the jobs are not that request's work,
      // and their commits must not be refused once its caller stops waiting (lateCommitGuard).
      const work = outsideRequest(() => this.drain()).finally(() => {
        this.workers -= 1;
        this.inHand.delete(work);
      });
      this.inHand.add(work);
    }
  }

  private async drain(): Promise<void> {
    while (!this.stopping) {
      let job;
      try {
        job = await this.documents.claimDue(LEASE_SECONDS);
      } catch (err) {
        this.logger.warn(`claiming a document job failed: ${String(err)}`);
        return;
      }
      if (!job) return;
      try {
        await this.generate.execute(job);
      } catch (err) {
        const key = failureKey(err);
        const retryIn = retryDelaySeconds(job.attempts);
        this.logger.warn(`document of absence ${job.absenceRequestId} (company ${job.companyId}) failed on attempt ${job.attempts}: ${key}${retryIn === null ? '; no retry left' : `; retry in ${retryIn}s`}`);
        await this.documents.recordFailure(job.companyId, job.id, key, retryIn).catch((e: unknown) => this.logger.warn(`recording a failure failed: ${String(e)}`));
      }
    }
  }
}
