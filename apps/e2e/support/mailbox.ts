import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** Where the test SMTP server (tools/test/smtp-capture.cjs) drops every message it receives. */
export const mailDir = process.env.E2E_MAIL_DIR ?? 'var/test-mail';

export interface ReceivedMail {
  file: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message. */
  links: string[];
  /** The first run of 6 digits in the text: the two-factor or reset code. */
  code: string | null;
}

async function parse(file: string): Promise<ReceivedMail> {
  const mail = await simpleParser(readFileSync(join(mailDir, file)));
  const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
  const text = mail.text ?? '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  const links = [...new Set([...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
  return { file, to, subject: mail.subject ?? '', text, html, links, code: /\b(\d{6})\b/.exec(text)?.[1] ?? null };
}

/**
 * Waits for the next e-mail to `to` whose subject matches, among those not seen before.
 * Each call consumes the message it returns, so a test can wait for a second code after a resend.
 */
const seen = new Set<string>();
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 20000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const address = to.toLowerCase();
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir).filter((f) => f.endsWith('.eml') && !f.startsWith('.')).sort();
    } catch {
      files = [];
    }
    for (const file of files) {
      if (seen.has(file)) continue;
      const mail = await parse(file);
      if (!mail.to.includes(address) || (subject && !subject.test(mail.subject))) continue;
      seen.add(file);
      return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms`);
}
