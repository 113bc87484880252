import { randomInt } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import * as amqplib from 'amqplib';
import Redis from 'ioredis';
import { Client } from 'pg';
import { resolveSecret } from '@presently/config';
import {
  AUTH_RPC,
  defaultCompanySettings,
  AUTH_EVENT, ORG_EVENT,
  sessionKey,
  type AccessTokenClaims,
  type Actor,
  type CompanySettingsChangedEvent,
  type EventEnvelope,
  type LoginResult,
  type MessageMeta,
  type SessionRecord,
  type TokenPair,
} from '@presently/contracts';
import { EVENTS_EXCHANGE, type RpcClient, RpcError } from '@presently/messaging';
import { bootTestService, testMeta, testPublisher, testRpcClient, type TestService, waitFor } from '@presently/testing';
import { AppModule } from '../../../src/app.module';
import { definition } from '../../../src/service.definition';

export const PASSWORD = 'Start1234!';

/** Events auth publishes, captured from the topic exchange through a temporary queue. */
export class EventCapture {
  readonly events: EventEnvelope<Record<string, unknown>>[] = [];
  private connection: amqplib.ChannelModel | null = null;

  async start(): Promise<void> {
    this.connection = await amqplib.connect(process.env.RABBITMQ_URL as string);
    const ch = await this.connection.createChannel();
    await ch.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true });
    for (const name of [AUTH_EVENT.twoFactorCodeIssued, AUTH_EVENT.passwordResetCodeIssued, AUTH_EVENT.emailVerificationRequested]) {
      await ch.bindQueue(queue, EVENTS_EXCHANGE, name);
    }
    await ch.consume(queue, (msg) => {
      if (msg) this.events.push(JSON.parse(msg.content.toString('utf8')) as EventEnvelope<Record<string, unknown>>);
    }, { noAck: true });
  }

  /** The newest event of that name for that address, waiting for it (and for one newer than `after`). */
  async next(name: string, email: string, after = 0): Promise<EventEnvelope<Record<string, unknown>>> {
    return waitFor(() => {
      const found = this.events.filter((e) => e.name === name && e.payload.email === email);
      return found.length > after ? found[found.length - 1] : undefined;
    });
  }

  count(name: string, email: string): number {
    return this.events.filter((e) => e.name === name && e.payload.email === email).length;
  }

  async stop(): Promise<void> {
    await this.connection?.close();
  }
}

/** The real auth service on the test database, vhost and Redis prefix, and the means to drive it. */
export class AuthHarness {
  service!: TestService;
  client!: RpcClient;
  redis!: Redis;
  db!: Client;
  readonly capture = new EventCapture();
  private jwt!: JwtService;
  /** Ids no other run uses (the test database outlives runs). */
  private nextId = randomInt(100_000_000, 2_000_000_000);
  readonly tag = `t${randomInt(1e9).toString(36)}`;

  async start(): Promise<void> {
    process.env.BOT_CHECK_MAX_NUMBER = '1000';
    this.service = await bootTestService(definition, AppModule);
    this.client = testRpcClient(10_000);
    await this.client.waitForConnect();
    this.redis = new Redis(process.env.REDIS_URL as string, { keyPrefix: process.env.REDIS_PREFIX });
    this.db = new Client({ connectionString: process.env.DATABASE_URL });
    await this.db.connect();
    await this.capture.start();
    this.jwt = new JwtService({ secret: resolveSecret('JWT_SECRET', process.env.JWT_SECRET, 'test') });
  }

  async stop(): Promise<void> {
    // This run's session records would otherwise outlive it for up to 30 days in the shared test prefix.
    if (this.db && this.redis) {
      const rows = await this.sql<{ id: string }>(
        `SELECT s.id FROM auth.sessions s JOIN auth.accounts a ON a.user_id = s.user_id WHERE a.email LIKE $1`,
        [`%.${this.tag}@example.com`],
      );
      if (rows.length) await this.redis.del(...rows.map((r) => sessionKey(r.id)));
    }
    await this.capture.stop();
    await this.client?.close();
    await this.redis?.quit();
    await this.db?.end();
    await this.service?.close();
  }

  id(): number {
    return this.nextId++;
  }

  email(name: string): string {
    return `${name}.${this.tag}@example.com`;
  }

  send<T>(pattern: string, payload: unknown, actor: Actor | null = null): Promise<T> {
    const meta: MessageMeta = actor ? { requestId: testMeta().requestId, actor } : testMeta();
    return this.client.send<T>('auth', pattern, payload, meta);
  }

  /** The error body a call is answered with (fails the test when it succeeds). */
  async failure(pattern: string, payload: unknown, actor: Actor | null = null): Promise<RpcError['body']> {
    try {
      await this.send(pattern, payload, actor);
    } catch (err) {
      if (err instanceof RpcError) return err.body;
      throw err;
    }
    throw new Error(`${pattern} succeeded; a failure was expected`);
  }

  async provision(opts: {
    email: string;
    companyId: number;
    password?: string;
    roleId?: number;
    verified?: boolean;
    terms?: boolean;
    lang?: 'en' | 'mk' | 'bg';
    userId?: number;
  }): Promise<{ userId: number; companyId: number; email: string; actor: Actor }> {
    const userId = opts.userId ?? this.id();
    const roleId = opts.roleId ?? 4;
    await this.send(AUTH_RPC.provisionAccounts, {
      accounts: [
        {
          user_id: userId,
          company_id: opts.companyId,
          email: opts.email,
          role_id: roleId,
          lang: opts.lang ?? 'en',
          ...(opts.password === undefined ? {} : { password: opts.password }),
          terms_accepted: opts.terms ?? true,
          email_verified: opts.verified ?? true,
        },
      ],
    });
    return { userId, companyId: opts.companyId, email: opts.email, actor: { userId, companyId: opts.companyId, roleId, lang: opts.lang ?? 'en' } };
  }

  login(email: string, password = PASSWORD, rememberMe = false): Promise<LoginResult> {
    return this.send<LoginResult>(AUTH_RPC.login, { email, password, remember_me: rememberMe });
  }

  async loginTokens(email: string, password = PASSWORD, rememberMe = false): Promise<TokenPair & { sid: string }> {
    const result = await this.login(email, password, rememberMe);
    if (result.two_factor_required) throw new Error('two-factor login not expected');
    return { ...result, sid: this.claims(result.access_token).sid };
  }

  claims(accessToken: string): AccessTokenClaims & { iat: number; exp: number } {
    return this.jwt.verify(accessToken, { algorithms: ['HS256'] });
  }

  async record(sid: string): Promise<SessionRecord | null> {
    const raw = await this.redis.get(sessionKey(sid));
    return raw ? (JSON.parse(raw) as SessionRecord) : null;
  }

  ttl(sid: string): Promise<number> {
    return this.redis.ttl(sessionKey(sid));
  }

  async sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.db.query(text, params)).rows as T[];
  }

  /** Publishes org's settings event and waits until auth has applied it. */
  async companySettings(
    companyId: number,
    settings: { two_factor_email?: boolean; password_reset_3_months?: boolean; special_reports?: boolean },
  ): Promise<void> {
    const payload: CompanySettingsChangedEvent = {
      company_id: companyId,
      settings: {
        ...defaultCompanySettings('en'),
        two_factor_email: settings.two_factor_email ?? false,
        password_reset_3_months: settings.password_reset_3_months ?? false,
      },
      special_reports: settings.special_reports ?? false,
    };
    const publisher = testPublisher();
    try {
      const envelope = await publisher.publish(ORG_EVENT.companySettingsChanged, payload, testMeta());
      await waitFor(async () => (await this.sql('SELECT 1 FROM auth.processed_events WHERE event_id = $1', [envelope.id])).length > 0);
    } finally {
      await publisher.close();
    }
  }
}
