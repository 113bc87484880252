import { randomBytes } from 'node:crypto';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool';
import type StreamTransport from 'nodemailer/lib/stream-transport';

/**
 * The one place that knows the mail library. Everything else sends an OutgoingEmail through a
 * Mailer: SMTP when SMTP_URL is set, otherwise a local outbox of .eml files a developer can open.
 */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<id@domain>`: the same message sent twice carries the same Message-ID. */
  messageId: string;
  /** Content-Language, e.g. `mk`. */
  language: string;
  headers?: Record<string, string>;
  /** Files sent with the message (a scheduled report). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface SendResult {
  messageId: string;
  /** The file the outbox wrote, when the mail went to the outbox. */
  file?: string;
}

/** The injection token of the Mailer the e-mails module builds from the configuration. */
export const MAILER = Symbol('MAILER');

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /** Resolves once the SMTP server accepted the message (or the file is in place); rejects otherwise. */
  send(email: OutgoingEmail): Promise<SendResult>;
  close(): Promise<void>;
}

export interface MailerOptions {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  /** Parallel SMTP connections; match the worker's concurrency. */
  maxConnections?: number;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options) : new OutboxMailer(resolve(options.outboxDir), options.from);
}

/** The domain of the sender's address, for Message-IDs: `Presently <no-reply@presently.local>` → `presently.local`. */
export function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'presently.local';
}

/**
 * A name that sorts by time and says whom the message is for:
 * `2026-11-22T10-00-00-000Z_ana@example.com_1a2b3c.eml`.
 */
export function outboxFileName(now: Date, to: string, unique: string): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const recipient = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_').slice(0, 100);
  return `${stamp}_${recipient}_${unique}.eml`;
}

function mailOptions(from: string, email: OutgoingEmail) {
  return {
    from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: email.messageId,
    headers: { 'Content-Language': email.language, 'Auto-Submitted': 'auto-generated', ...email.headers },
    attachments: email.attachments,
  };
}

class SmtpMailer implements Mailer {
  readonly transport = 'smtp';
  private readonly transporter: Transporter<SMTPPool.SentMessageInfo>;

  constructor(
    url: string,
    private readonly options: MailerOptions,
  ) {
    // Settings in the URL's query (e.g. ?connectionTimeout=30000) take precedence over these.
    this.transporter = nodemailer.createTransport(
      new SMTPPool({
        pool: true,
        url,
        maxConnections: options.maxConnections ?? 5,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    );
  }

  async send(email: OutgoingEmail): Promise<SendResult> {
    const info = await this.transporter.sendMail(mailOptions(this.options.from, email));
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

class OutboxMailer implements Mailer {
  readonly transport = 'outbox';
  private readonly transporter: Transporter<StreamTransport.SentMessageInfo>;

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  }

  async send(email: OutgoingEmail): Promise<SendResult> {
    const info = await this.transporter.sendMail(mailOptions(this.from, email));
    await mkdir(this.dir, { recursive: true });
    const name = outboxFileName(new Date(), email.to, randomBytes(3).toString('hex'));
    const file = join(this.dir, name);
    // Written beside its final name and renamed: a reader never sees half a message.
    const temp = join(this.dir, `.${name}.tmp`);
    try {
      await writeFile(temp, info.message as Buffer, { flag: 'wx' });
      await rename(temp, file);
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
    return { messageId: info.messageId, file };
  }

  async close(): Promise<void> {
    // Nothing held open.
  }
}
