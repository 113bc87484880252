import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { sessionKey, type SessionRecord } from '@presently/contracts';
import { REDIS } from '@presently/service-runtime';

/**
 * The live sessions the gateway reads on every request, in Redis (the client adds REDIS_PREFIX).
 * Deleting a key revokes its session at once.
 */
@Injectable()
export class SessionStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async write(record: SessionRecord, ttlSeconds: number): Promise<void> {
    await this.redis.set(sessionKey(record.sid), JSON.stringify(record), 'EX', Math.max(1, ttlSeconds));
  }

  /** Replaces a record that still exists, keeping its TTL; a key already gone (logged out) stays gone. */
  async replace(record: SessionRecord): Promise<void> {
    await this.redis.set(sessionKey(record.sid), JSON.stringify(record), 'KEEPTTL', 'XX');
  }

  async remove(sids: string[]): Promise<void> {
    if (sids.length > 0) await this.redis.del(...sids.map(sessionKey));
  }
}
