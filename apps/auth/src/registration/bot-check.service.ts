import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, verifySolution } from 'altcha-lib';
import type Redis from 'ioredis';
import type { BotCheckChallenge } from '@presently/contracts';
import { REDIS } from '@presently/service-runtime';
import { AUTH_CONFIG, type AuthConfig } from '../common/auth.config';
import { Clock } from '../common/clock.service';
import { BOT_CHECK_TTL_SECONDS, readBotCheckTicket, replayGuardSeconds } from './domain/bot-check-payload';

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

  /** Whether a solution is genuine, unexpired and not used yet. Does not use it up. */
  async isValid(payload: string): Promise<boolean> {
    if (payload.length > PAYLOAD_MAX_LENGTH) return false;
    const ticket = readBotCheckTicket(payload);
    if (!ticket) return false; // a challenge without a signed expiry is not one of ours
    let solved = false;
    try {
      solved = await verifySolution(payload, this.config.altchaHmacKey, true);
    } catch {
      return false;
    }
    return solved && (await this.redis.exists(usedKey(ticket.signature))) === 0;
  }

  /** Uses a (valid) solution up; false when another request used it first. */
  async consume(payload: string): Promise<boolean> {
    const ticket = readBotCheckTicket(payload);
    if (!ticket) return false;
    const set = await this.redis.set(usedKey(ticket.signature), '1', 'EX', replayGuardSeconds(ticket, this.clock.now()), 'NX');
    return set === 'OK';
  }
}
