import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { LiveViewer } from '@presently/contracts';
import { REDIS } from '../../common/tokens';

/** How long a ticket may wait to be used: the browser opens its stream right after asking for one. */
export const TICKET_TTL_SECONDS = 60;

/** What a ticket stands for: the session that asked (checked again while the stream is open) and the board's scope. */
export interface LiveTicket {
  sid: string;
  viewer: LiveViewer;
}

const VALID_TICKET = /^[A-Za-z0-9_-]{32,64}$/;
const key = (ticket: string) => `live-ticket:${ticket}`;

/**
 * Short-lived, single-use tickets for the live stream. EventSource cannot send an Authorization
 * header, and an access token in a URL would end up in access logs and the browser's history; a
 * ticket is useless a minute later and after its first use. Kept in Redis, so any replica redeems it.
 */
@Injectable()
export class LiveTickets {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async issue(ticket: LiveTicket): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    await this.redis.set(key(id), JSON.stringify(ticket), 'EX', TICKET_TTL_SECONDS);
    return id;
  }

  /** The ticket's content, once: a second redemption, an expired or a malformed ticket is null. */
  async redeem(ticket: unknown): Promise<LiveTicket | null> {
    if (typeof ticket !== 'string' || !VALID_TICKET.test(ticket)) return null;
    const answers = await this.redis.multi().get(key(ticket)).del(key(ticket)).exec();
    const raw = answers?.[0]?.[1];
    if (typeof raw !== 'string') return null;
    try {
      return JSON.parse(raw) as LiveTicket;
    } catch {
      return null;
    }
  }
}
