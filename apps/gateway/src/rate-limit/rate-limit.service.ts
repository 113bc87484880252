import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS } from '../common/tokens';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';
import type { RateLimitFamily } from './rate-limit.decorator';

/** Under the gateway's Redis prefix: `<REDIS_PREFIX>ratelimit:<family>:<ip|account>:<key>`. */
export const RATE_LIMIT_KEY_PREFIX = 'ratelimit';

/** Account keys are hashed: bounded in length, and no e-mail addresses in Redis. */
export function accountKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The backing store did not answer: the limit cannot be checked, so the call is refused (503), not let through. */
export class RateLimitStoreError extends Error {}

@Injectable()
export class RateLimitService {
  private readonly limiters = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  private limiter(family: RateLimitFamily, scope: 'ip' | 'account'): RateLimiterRedis {
    const name = `${family}:${scope}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${RATE_LIMIT_KEY_PREFIX}:${name}`,
        points: scope === 'ip' ? this.config.RATE_LIMIT_IP_PER_MINUTE : this.config.RATE_LIMIT_ACCOUNT_PER_15_MINUTES,
        duration: scope === 'ip' ? 60 : 15 * 60,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** Counts one attempt against the IP and (when known) the account; refused when either budget is spent. */
  async consume(family: RateLimitFamily, ip: string, account: string | null): Promise<RateLimitOutcome> {
    const attempts = [this.limiter(family, 'ip').consume(ip)];
    if (account) attempts.push(this.limiter(family, 'account').consume(accountKey(account)));
    const results = await Promise.allSettled(attempts);
    let blocked = false;
    let waitMs = 0;
    for (const r of results) {
      if (r.status === 'fulfilled') continue;
      if (!(r.reason instanceof RateLimiterRes)) throw new RateLimitStoreError('rate limit store unavailable', { cause: r.reason });
      blocked = true;
      waitMs = Math.max(waitMs, r.reason.msBeforeNext);
    }
    return blocked ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } : { allowed: true };
  }
}
