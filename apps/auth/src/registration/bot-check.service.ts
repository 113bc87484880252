import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, verifySolution } from 'altcha-lib';
import type Redis from 'ioredis';
import type { BotCheckChallenge } from '@presently/contracts';
import { REDIS } from '@presently/service-runtime';
import { AUTH_CONFIG, type AuthConfig } from '../common/auth.config';
import { Clock } from '../common/clock.service';
import { BOT_CHECK_TTL_SECONDS, type BotCheckTicket, readBotCheckTicket, replayGuardSeconds } from './domain/bot-check-payload';

/** ALTCHA payloads are a few hundred characters; anything far longer is not one. */
const PAYLOAD_MAX_LENGTH = 4096;

const usedKey = (signature: string): string => `bot-check:used:${signature}`;

/**
 * The bot check of registration: an ALTCHA proof of work (altcha-lib), signed with ALTCHA_HMAC_KEY,
 * valid 10 minutes, and usable once (used signatures are remembered in Redis until they expire).
 */
@Injectable()
export class BotCheck {
  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  async challenge(): Promise<BotCheckChallenge> {
    const expires = new Date(this.clock.now().getTime() + BOT_CHECK_TTL_SECONDS * 1000);
    const { algorithm, challenge, maxnumber, salt, signature } = await createChallenge({
      hmacKey: this.config.altchaHmacKey,
      maxNumber: this.config.BOT_CHECK_MAX_NUMBER,
      expires,
    });
    return { algorithm, challenge, maxnumber, salt, signature };
  }

  /** The solution's ticket when it is genuine and unexpired (used or not), else null. */
  async genuine(payload: string): Promise<BotCheckTicket | null> {
    if (payload.length > PAYLOAD_MAX_LENGTH) return null;
    const ticket = readBotCheckTicket(payload);
    if (!ticket) return null; // a challenge without a signed expiry is not one of ours
    try {
      return (await verifySolution(payload, this.config.altchaHmacKey, true)) ? ticket : null;
    } catch {
      return null;
    }
  }

  /** Whose registration used the solution up (the `holder` given to `claim`), or null while unused. */
  holder(ticket: BotCheckTicket): Promise<string | null> {
    return this.redis.get(usedKey(ticket.signature));
  }

  /**
   * Uses a (genuine) solution up for `holder`; true also when the same holder used it first (a retry
   * of the same registration), false when another request did.
   */
  async claim(ticket: BotCheckTicket, holder: string): Promise<boolean> {
    const set = await this.redis.set(usedKey(ticket.signature), holder, 'EX', replayGuardSeconds(ticket, this.clock.now()), 'NX');
    return set === 'OK' || (await this.holder(ticket)) === holder;
  }
}
