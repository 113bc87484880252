import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { sessionKey, type Actor, type SessionRecord } from '@presently/contracts';
import { REDIS } from '../common/tokens';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';
import { SessionTracking } from './session-tracking';

/** Session ids are opaque, but bounded: anything else never names a key. */
const VALID_SID = /^[A-Za-z0-9_-]{1,128}$/;

export const isValidSid = (sid: unknown): sid is string => typeof sid === 'string' && VALID_SID.test(sid);

function isSessionRecord(value: unknown): value is SessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<SessionRecord>;
  return Number.isInteger(r.uid) && Number.isInteger(r.cid) && Number.isInteger(r.rid) && typeof r.lang === 'string';
}

/** The actor every message carries comes from the live session, never from the token's claims. */
export function actorOf(session: SessionRecord): Actor {
  return { userId: session.uid, companyId: session.cid, roleId: session.rid, lang: session.lang };
}

function parse(raw: string | null): SessionRecord | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as SessionRecord;
    return isSessionRecord(record) ? record : null;
  } catch {
    return null;
  }
}

/**
 * Reads the session records auth keeps in Redis (the gateway never writes them). With the session
 * cache on, a session read once is answered from memory until Redis reports a change to its key
 * (session-tracking.ts): most requests then cost no Redis round trip, and a logout, block or password
 * reset still takes effect as soon as Redis has applied it.
 */
@Injectable()
export class SessionStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly tracking: SessionTracking | null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.tracking = config.SESSION_CACHE === 'on' ? new SessionTracking(config.REDIS_URL, config.REDIS_PREFIX) : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.tracking?.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.tracking?.stop();
  }

  /** The live session, or null when it is gone (logged out, blocked, password reset) or unreadable. Redis errors propagate. */
  async find(sid: string): Promise<SessionRecord | null> {
    if (!isValidSid(sid)) return null;
    const tracking = this.tracking?.active ? this.tracking : null;
    const cached = tracking?.cache.get(sid);
    if (cached) return cached;
    if (!tracking) return parse(await this.redis.get(sessionKey(sid)));
    const ticket = tracking.cache.ticket();
    // The key's remaining life with it (auto-pipelined: the same round trip), so the entry ends on time.
    const [raw, ttlMs] = await Promise.all([this.redis.get(sessionKey(sid)), this.redis.pttl(sessionKey(sid))]);
    const record = parse(raw);
    // Kept only if tracking stayed on throughout the read (the ticket also changes when it goes off).
    if (record && tracking.active) tracking.cache.put(sid, record, ticket, ttlMs === -1 ? Number.POSITIVE_INFINITY : ttlMs);
    return record;
  }
}
