import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { mailDir, type ReceivedMail } from './mailbox';

/**
 * E-mails about one absence request, told apart by their link (`/absences/{id}`) rather than by the
 * subject, which is in the company's language. Kept apart from mailbox.ts's queue: an absence e-mail
 * taken here is never handed to a test waiting there for a code, and the other way round.
 */
const taken = new Set<string>();
const cache = new Map<string, ReceivedMail>();

async function read(file: string): Promise<ReceivedMail> {
  const known = cache.get(file);
  if (known) return known;
  const mail = await simpleParser(readFileSync(join(mailDir, file)));
  const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
  const text = mail.text ?? '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  const links = [...new Set([...`${text}\n${html}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
  const parsed: ReceivedMail = { file, to, subject: mail.subject ?? '', text, html, links, code: null };
  cache.set(file, parsed);
  return parsed;
}

const linksTo = (mail: ReceivedMail, absenceId: number) => mail.links.some((l) => new URL(l).pathname === `/absences/${absenceId}`);

function files(): string[] {
  try {
    return readdirSync(mailDir)
      .filter((f) => f.endsWith('.eml') && !f.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
}

/** Waits for the next not yet taken e-mail to `to` about request `absenceId` (and matching `also`), and takes it. */
export async function waitForAbsenceMail(to: string, absenceId: number, also: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 20000): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of files()) {
      if (taken.has(file)) continue;
      const mail = await read(file);
      if (!mail.to.includes(address) || !linksTo(mail, absenceId) || !also(mail)) continue;
      taken.add(file);
      return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail to ${to} about absence ${absenceId} within ${timeoutMs} ms`);
}

/** Every e-mail received so far about request `absenceId` (taken or not), to check who was NOT written to. */
export async function absenceMails(absenceId: number): Promise<ReceivedMail[]> {
  const out: ReceivedMail[] = [];
  for (const file of files()) {
    const mail = await read(file);
    if (linksTo(mail, absenceId)) out.push(mail);
  }
  return out;
}

/** Waits for the next not yet taken e-mail to `to` linking to `pathname` (e.g. `/absence-requests`), and takes it. */
export async function waitForMailLinking(to: string, pathname: string, timeoutMs = 20000): Promise<ReceivedMail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of files()) {
      if (taken.has(file)) continue;
      const mail = await read(file);
      if (!mail.to.includes(address) || !mail.links.some((l) => new URL(l).pathname === pathname)) continue;
      taken.add(file);
      return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No e-mail to ${to} linking to ${pathname} within ${timeoutMs} ms`);
}
