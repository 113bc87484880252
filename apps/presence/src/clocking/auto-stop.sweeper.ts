import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '@presently/service-runtime';
import { CopiesRepository } from '../copies/copies.repository';
import { rulesOf } from '../common/domain/user-rules';
import { RecordsRepository } from '../records/records.repository';
import { AutoStopper } from './auto-stopper.service';

const EVERY_MS = 60_000;
/** Held a little less than the interval: one replica sweeps per minute, and a crashed one frees it soon. */
const LOCK_MS = 50_000;
const LOCK_KEY = 'presence:auto-stop-sweep';
const BATCH = 500;

/**
 * Closes, once a minute, the open records whose automatic stop time has passed, for users who are not
 * reading or clocking (those are stopped lazily). With several replicas one sweeps per minute: a
 * Redis lock (SET NX PX) decides which; each record is closed under its user's lock in its own
 * transaction, so a sweep racing a clock-in changes nothing twice.
 */
@Injectable()
export class AutoStopSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AutoStopSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly records: RecordsRepository,
    private readonly copies: CopiesRepository,
    private readonly stopper: AutoStopper,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.tick(), EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    const token = randomUUID();
    try {
      const got = await this.redis.set(LOCK_KEY, token, 'PX', LOCK_MS, 'NX');
      if (got !== 'OK') return;
      this.running = this.sweep();
      const stopped = await this.running;
      if (stopped > 0) this.logger.log(`automatic stop closed ${stopped} record(s)`);
    } catch (err) {
      this.logger.warn(`automatic stop sweep failed: ${String(err)}`);
    } finally {
      this.running = null;
    }
  }

  /** One sweep (also called by tests): answers how many records it closed. */
  async sweep(now: Date = new Date()): Promise<number> {
    let stopped = 0;
    const open = await this.records.openWithAutomaticStop(BATCH);
    for (const candidate of open) {
      const held = await this.copies.findUserWithCompany(candidate.userId);
      if (!held?.settings || held.user.companyId !== candidate.companyId) continue;
      const rules = rulesOf(held.user.workSettings, held.settings);
      const closed = await this.records.transaction(async (em) => {
        await this.records.lockUser(em, candidate.userId);
        const current = await this.records.findOpen(candidate.userId, em);
        if (!current || current.id !== candidate.id) return null;
        return this.stopper.stopIfDue(em, current, rules, now, { requestId: randomUUID(), actor: null });
      });
      if (closed) stopped++;
    }
    return stopped;
  }
}
