import { SetMetadata } from '@nestjs/common';

/**
 * Families of brute-force-sensitive calls. Each has its own per-IP and per-account budget, so that
 * mistyped passwords do not also lock a user out of resetting theirs.
 */
export type RateLimitFamily = 'login' | 'two-factor' | 'password' | 'email';

export interface RateLimitSpec {
  family: RateLimitFamily;
  /** The body field naming the account: an e-mail (lower-cased) or a two-factor challenge id. */
  accountField: string;
}

export const RATE_LIMIT = 'presently:rateLimit';

/** Limits the route per client IP (per minute) and per account (per 15 minutes); every attempt counts. */
export const RateLimited = (family: RateLimitFamily, accountField: string): MethodDecorator =>
  SetMetadata(RATE_LIMIT, { family, accountField } satisfies RateLimitSpec);
