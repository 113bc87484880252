import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as amqplib from 'amqplib';
import Redis from 'ioredis';
import { type ParsedMail, simpleParser } from 'mailparser';
import { Client } from 'pg';
import { AUTH_EVENT, type Lang } from '@presently/contracts';
import { deadLetterQueueName, type EventPublisher } from '@presently/messaging';
import { bootTestService, deleteServiceQueues, testMeta, testPublisher, type TestService, waitFor } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { definition } from '../../src/service.definition';
import { TestSmtpServer } from './support/test-smtp-server';

// A Redis prefix of this run's own: no other run's worker can take these jobs, and cleanup is exact.
const redisPrefix = `presently_test_notif_${randomUUID().slice(0, 8)}:`;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const sentRows = (eventId: string) =>
  sql<{ kind: string; to: string; lang: string; subject: string }>('SELECT kind, "to", lang, subject FROM notifications.sent_emails WHERE event_id = $1', [eventId]);
const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const lines = (mail: ParsedMail) => (mail.text ?? '').split(/\r?\n/).map((l) => l.trim());
/** Ids of the events in a service's dead-letter queue, left in place. */
async function deadLetters(service: string): Promise<string[]> {
  const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
  try {
    const ch = await conn.createChannel();
    const ids: string[] = [];
    for (let msg = await ch.get(deadLetterQueueName(service)); msg; msg = await ch.get(deadLetterQueueName(service))) {
      ids.push(String(msg.properties.messageId));
    }
    await ch.close(); // unacknowledged: the messages go back to the queue
    return ids;
  } finally {
    await conn.close();
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const codeEvent = (email: string, lang: Lang, code = '') => ({
  user_id: 42,
  email,
  lang,
  code: code || String(Math.floor(100000 + Math.random() * 900000)),
  expires_at: inMinutes(10),
});

describe('notifications: localized e-mails from events', () => {
  let publisher: EventPublisher;
  const saved = { SMTP_URL: process.env.SMTP_URL, OUTBOX_DIR: process.env.OUTBOX_DIR, TEST_REDIS_PREFIX: process.env.TEST_REDIS_PREFIX };

  beforeAll(async () => {
    process.env.TEST_REDIS_PREFIX = redisPrefix;
    publisher = testPublisher();
    await publisher.waitForConnect();
  });

  afterAll(async () => {
    await publisher.close();
    await deleteServiceQueues(definition.service);
    await sql('DROP SCHEMA IF EXISTS notifications CASCADE');
    const redis = new Redis(process.env.REDIS_URL as string);
    try {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  describe('through an SMTP server', () => {
    const smtp = new TestSmtpServer();
    let service: TestService;
    let closed = false;

    beforeAll(async () => {
      process.env.SMTP_URL = await smtp.start();
      service = await bootTestService(definition, AppModule);
    });

    afterAll(async () => {
      if (!closed) await service.close();
      await smtp.close();
    });

    it('sends the two-factor code in Macedonian, with the code in the text part', async () => {
      const to = address('mk');
      const payload = codeEvent(to, 'mk');
      const { id } = await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, payload, testMeta());

      const [mail] = await waitFor(() => smtp.mailsTo(to).length > 0 && smtp.mailsTo(to));
      expect(mail.subject).toBe('Вашиот код за најава во Presently');
      expect(lines(mail)).toContain(payload.code);
      expect(mail.text).toContain('Кодот важи 10 минути');
      expect(mail.html).toContain(payload.code);
      expect(mail.messageId).toBe(`<${id}@presently.local>`);
      expect(mail.from?.value[0].address).toBe('no-reply@presently.local');
      expect(await waitFor(async () => (await sentRows(id))[0])).toMatchObject({ kind: 'two-factor-code', to, lang: 'mk', subject: mail.subject });
    });

    it('sends the password reset code in Bulgarian', async () => {
      const to = address('bg');
      const payload = codeEvent(to, 'bg');
      await publisher.publish(AUTH_EVENT.passwordResetCodeIssued, payload, testMeta());

      const [mail] = await waitFor(() => smtp.mailsTo(to).length > 0 && smtp.mailsTo(to));
      expect(mail.subject).toBe('Вашият код за възстановяване на паролата в Presently');
      expect(lines(mail)).toContain(payload.code);
      expect(mail.text).toContain('Кодът е валиден 10 минути');
    });

    it('sends the verification link on a line of its own, in English when the language is unknown', async () => {
      const to = address('verify');
      const verifyUrl = `https://presently.example/api/email/verify/77/${'ab12'.repeat(16)}?expires=1795000000&signature=${'f0'.repeat(32)}`;
      const payload = { user_id: 77, email: to, lang: 'de' as Lang, verify_url: verifyUrl, expires_at: inMinutes(60) };
      await publisher.publish(AUTH_EVENT.emailVerificationRequested, payload, testMeta());

      const [mail] = await waitFor(() => smtp.mailsTo(to).length > 0 && smtp.mailsTo(to));
      expect(mail.subject).toBe('Confirm your e-mail address for Presently');
      expect(lines(mail)).toContain(verifyUrl);
      expect(mail.text).toContain('The link is valid for 1 hour.');
    });

    it('sends the invitation in Macedonian: the name, the company, the set-password link on a line of its own, and its expiry', async () => {
      const to = address('invite');
      const url = `https://presently.example/?token=${'Qw7_-x'.repeat(7)}z`;
      const payload = {
        user_id: 88,
        email: to,
        lang: 'mk' as Lang,
        full_name: 'Ана Петровска',
        company_name: 'Акме ДООЕЛ',
        set_password_url: url,
        expires_at: inMinutes(7 * 24 * 60),
      };
      const { id } = await publisher.publish(AUTH_EVENT.invitationIssued, payload, testMeta());

      const [mail] = await waitFor(() => smtp.mailsTo(to).length > 0 && smtp.mailsTo(to));
      expect(mail.subject).toBe('Поканети сте во Presently');
      expect(lines(mail)[0]).toBe('Здраво, Ана Петровска,');
      expect(mail.text).toContain('Поканети сте да се приклучите кон Акме ДООЕЛ во Presently.');
      expect(lines(mail)).toContain(url);
      expect(mail.text).toContain('Врската важи 7 дена');
      expect(mail.html).toContain(`href="${url}"`);
      expect(await waitFor(async () => (await sentRows(id))[0])).toMatchObject({ kind: 'invitation', to, lang: 'mk', subject: mail.subject });
    });

    it('sends one e-mail for an event delivered more than once', async () => {
      const to = address('dup');
      const payload = codeEvent(to, 'en');
      const id = randomUUID();
      // Twice at once (the job is still queued), then again after it was sent (the job is gone).
      await Promise.all([
        publisher.publish(AUTH_EVENT.twoFactorCodeIssued, payload, testMeta(), id),
        publisher.publish(AUTH_EVENT.twoFactorCodeIssued, payload, testMeta(), id),
      ]);
      await waitFor(() => smtp.mailsTo(to).length > 0);
      await waitFor(async () => (await sentRows(id)).length > 0);
      await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, payload, testMeta(), id);
      await sleep(1500); // time for a second e-mail, were one coming
      expect(smtp.mailsTo(to)).toHaveLength(1);
      expect(await sentRows(id)).toHaveLength(1);
    });

    it('retries when the SMTP server refuses the first attempt', async () => {
      const to = address('retry');
      smtp.refuseOnce.add(to);
      const payload = codeEvent(to, 'en');
      await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, payload, testMeta());

      const [mail] = await waitFor(() => smtp.mailsTo(to).length > 0 && smtp.mailsTo(to), 20_000);
      expect(smtp.attempts.get(to)).toBe(2);
      expect(lines(mail)).toContain(payload.code);
    });

    it('does not send a code that expired before it could be sent', async () => {
      const to = address('late');
      const { id } = await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, { ...codeEvent(to, 'en'), expires_at: inMinutes(-1) }, testMeta());
      const marker = address('after-late');
      await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, codeEvent(marker, 'en'), testMeta());
      await waitFor(() => smtp.mailsTo(marker).length > 0);
      await sleep(500);
      expect(smtp.attempts.get(to)).toBeUndefined();
      expect(await sentRows(id)).toHaveLength(0);
    });

    it('refuses an event it cannot use (dead-lettered) and goes on with the next', async () => {
      const to = address('bad');
      const { id } = await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, { ...codeEvent(to, 'en'), email: 'not an address' }, testMeta());
      const next = address('after-bad');
      await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, codeEvent(next, 'en'), testMeta());
      await waitFor(() => smtp.mailsTo(next).length > 0);
      expect(await waitFor(async () => (await deadLetters(definition.service)).includes(id))).toBe(true);
      expect(await sentRows(id)).toHaveLength(0);
    });

    it('finishes the e-mail it is sending when the service stops', async () => {
      const to = address('drain');
      smtp.slow.set(to, 1500);
      const { id } = await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, codeEvent(to, 'en'), testMeta());
      await waitFor(() => smtp.dataStarted.has(to));

      await service.close();
      closed = true;
      expect(smtp.mailsTo(to)).toHaveLength(1);
      expect(await sentRows(id)).toHaveLength(1);
    });
  });

  describe('without SMTP_URL', () => {
    const outbox = mkdtempSync(join(tmpdir(), 'presently-outbox-'));
    let service: TestService;

    beforeAll(async () => {
      delete process.env.SMTP_URL;
      process.env.OUTBOX_DIR = outbox;
      service = await bootTestService(definition, AppModule);
    });

    afterAll(async () => {
      await service.close();
      rmSync(outbox, { recursive: true, force: true });
    });

    it('writes each e-mail as an .eml file into the outbox', async () => {
      const to = address('outbox');
      const payload = codeEvent(to, 'bg');
      await publisher.publish(AUTH_EVENT.twoFactorCodeIssued, payload, testMeta());

      const file = await waitFor(() => readdirSync(outbox).find((f) => f.endsWith('.eml') && f.includes(to)));
      expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z_/);
      expect(readdirSync(outbox).filter((f) => f.startsWith('.'))).toEqual([]); // no half-written files left
      const raw = readFileSync(join(outbox, file));
      expect(raw.toString('latin1')).toContain('\r\n');
      const mail = await simpleParser(raw);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : null).toBe(to);
      expect(mail.subject).toBe('Вашият код за вход в Presently');
      expect(lines(mail)).toContain(payload.code);
    });
  });
});
