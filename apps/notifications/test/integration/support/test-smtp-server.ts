import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port that keeps what it receives and can misbehave on request. */
export class TestSmtpServer {
  readonly received: Array<{ to: string[]; mail: ParsedMail }> = [];
  readonly attempts = new Map<string, number>();
  /** Recipients refused once with a temporary error (451). */
  readonly refuseOnce = new Set<string>();
  /** Recipients whose message is accepted only after this many ms. */
  readonly slow = new Map<string, number>();
  readonly dataStarted = new Set<string>();
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) => {
      const to = address.address.toLowerCase();
      this.attempts.set(to, (this.attempts.get(to) ?? 0) + 1);
      if (this.refuseOnce.delete(to)) {
        const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData: (stream, session, callback) => {
      const to = session.envelope.rcptTo.map((a) => a.address.toLowerCase());
      to.forEach((a) => this.dataStarted.add(a));
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const delay = Math.max(0, ...to.map((a) => this.slow.get(a) ?? 0));
        setTimeout(() => {
          simpleParser(Buffer.concat(chunks))
            .then((mail) => {
              this.received.push({ to, mail });
              callback();
            })
            .catch((err: Error) => callback(err));
        }, delay);
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  mailsTo(address: string): ParsedMail[] {
    return this.received.filter((r) => r.to.includes(address.toLowerCase())).map((r) => r.mail);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
