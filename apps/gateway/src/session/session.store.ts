import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { sessionKey, type Actor, type SessionRecord } from '@presently/contracts';
import { REDIS } from '../common/tokens';

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

/** Reads the session records auth keeps in Redis (the gateway never writes them). */
@Injectable()
export class SessionStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** The live session, or null when it is gone (logged out, blocked, password reset) or unreadable. Redis errors propagate. */
  async find(sid: string): Promise<SessionRecord | null> {
    if (!isValidSid(sid)) return null;
    const raw = await this.redis.get(sessionKey(sid));
    if (!raw) return null;
    try {
      const record = JSON.parse(raw) as SessionRecord;
      return isSessionRecord(record) ? record : null;
    } catch {
      return null;
    }
  }
}
