import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import Redis from 'ioredis';
import request from 'supertest';
import { sessionKey, type SessionRecord } from '@presently/contracts';
import { applyTestEnv } from '@presently/testing';
import { createGateway, initGateway } from '../../../src/create-gateway';
import { accountKey, RATE_LIMIT_KEY_PREFIX } from '../../../src/rate-limit/rate-limit.service';
import { loadGatewayConfig, type GatewayConfig } from '../../../src/gateway-config';

export const TEST_JWT_SECRET = 'x'.repeat(48);

export interface TestSession {
  sid: string;
  token: string;
  record: SessionRecord;
}

/**
 * Boots the gateway against the test namespaces with no services running (every RPC answers 503 at
 * the short timeout), and makes sessions the way auth would: a record in Redis and a signed token.
 */
export class GatewayHarness {
  app!: INestApplication;
  config!: GatewayConfig;
  redis!: Redis;
  readonly jwt = new JwtService({ secret: TEST_JWT_SECRET });
  private readonly sids = new Set<string>();
  private readonly keys = new Set<string>();
  private readonly ips = new Set<string>();

  async start(env: Record<string, string> = {}): Promise<this> {
    applyTestEnv();
    this.config = loadGatewayConfig({
      ...process.env,
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST: mkdtempSync(join(tmpdir(), 'presently-web-none-')),
      HEALTH_TIMEOUT_MS: '200',
      RPC_TIMEOUT_MS: '200',
      // The services are not running: a report preview would otherwise wait its 180 s for nobody.
      RPC_LONGEST_TIMEOUT_MS: '400',
      // As deployed: Kong in front (the suites send X-Forwarded-For as Kong would).
      TRUST_PROXY_HOPS: '1',
      ...env,
    });
    this.app = await createGateway(this.config);
    await initGateway(this.app);
    this.redis = new Redis(this.config.REDIS_URL, { keyPrefix: this.config.REDIS_PREFIX });
    return this;
  }

  async stop(): Promise<void> {
    const families = ['login', 'two-factor', 'password', 'email'];
    const ipKeys = [...this.ips].flatMap((ip) => families.map((f) => `${RATE_LIMIT_KEY_PREFIX}:${f}:ip:${ip}`));
    const keys = [...[...this.sids].map(sessionKey), ...this.keys, ...ipKeys];
    if (keys.length) await this.redis.del(...keys);
    await this.redis.quit();
    await this.app.close();
  }

  http() {
    return request(this.app.getHttpServer());
  }

  /** A live session (a member in good standing, role 4, unless told otherwise) and an access token naming it. */
  async session(overrides: Partial<SessionRecord> = {}, claims: Record<string, unknown> = {}): Promise<TestSession> {
    const sid = `gwtest-${randomUUID()}`;
    const record: SessionRecord = { sid, uid: 1000, cid: 77, rid: 4, lang: 'en', terms: true, pcr: false, pexp: false, sr: false, ...overrides };
    this.sids.add(sid);
    await this.redis.set(sessionKey(sid), JSON.stringify(record), 'EX', 600);
    const token = this.jwt.sign({ sub: record.uid, sid, cid: record.cid, rid: record.rid, ...claims }, { expiresIn: 600 });
    return { sid, token, record };
  }

  async revoke(session: TestSession): Promise<void> {
    await this.redis.del(sessionKey(session.sid));
  }

  /** A unique client address for one test, so that rate limits of other tests never interfere; its counters go at the end. */
  ip(): string {
    const ip = `10.${rnd()}.${rnd()}.${rnd()}`;
    this.ips.add(ip);
    return ip;
  }

  /** Forgets at the end the rate-limit counters a body's account (e-mail, challenge id or invitation token) may have started. */
  trackAccountsOf(body: unknown): void {
    if (typeof body !== 'object' || body === null) return;
    for (const field of ['email', 'challenge_id', 'token']) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value !== 'string' || !value.trim()) continue;
      for (const f of ['login', 'two-factor', 'password', 'email']) this.keys.add(`${RATE_LIMIT_KEY_PREFIX}:${f}:account:${accountKey(value)}`);
    }
  }

  /** Redis keys (under the prefix) to delete when the suite ends. */
  trackKey(key: string): void {
    this.keys.add(key);
  }
}

export const ROLE_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** A path with its parameters filled in (`:id` and `:somethingId` → 1, others → x). */
export const concrete = (path: string): string => path.replace(/:(id|[A-Za-z_]+Id)\b/g, '1').replace(/:[A-Za-z_]+/g, 'x');

const rnd = () => Math.floor(Math.random() * 254) + 1;
