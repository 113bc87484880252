import { createHash } from 'node:crypto';
import { z } from 'zod';
import { EXPORT_FORMATS, type EventEnvelope, type Lang, REPORT_KIND_TITLES, REPORT_KINDS, type ScheduledReportReadyEvent } from '@presently/contracts';
import { isIsoDate, type Parsed, parseWith } from '@presently/domain';
import { isUuid } from '@presently/validation';
import { emailPage, escapeHtml, linkBlock, MUTED, paragraph as p } from './email-html';
import { cleanName, EMAIL, type EmailJobBase, isHttpUrl } from './email-job';
import { resolveLang } from './language';
import { MESSAGES, PRODUCT_NAME } from './messages';
import type { RenderedEmail } from './render-email';
import { formatCalendarDate } from './render-absence-email';

/** A scheduled report's file for one recipient (reports.scheduled-report.ready.v1). */
export interface ScheduledReportEmailJob extends EmailJobBase {
  kind: 'scheduled-report';
  runId: string;
  companyName: string;
  reportKind: ScheduledReportReadyEvent['kind'];
  format: ScheduledReportReadyEvent['format'];
  fromDate: string;
  toDate: string;
  fileName: string;
  sizeBytes: number;
  delivery: 'attachment' | 'link';
  downloadUrl: string | null;
  expiresAt: string | null;
}

const INVALID = 'invalid';
const date = z.string({ error: INVALID }).refine(isIsoDate, { error: INVALID });
const EventShape = z.object({
  run_id: z.string({ error: INVALID }).refine(isUuid, { error: INVALID }),
  company_name: z.string({ error: INVALID }),
  kind: z.enum(REPORT_KINDS, { error: INVALID }),
  format: z.enum(EXPORT_FORMATS, { error: INVALID }),
  from: date,
  to: date,
  file_name: z.string({ error: INVALID }).min(1, { error: INVALID }).max(255, { error: INVALID }),
  size_bytes: z.number({ error: INVALID }).int({ error: INVALID }).min(0, { error: INVALID }),
  delivery: z.enum(['attachment', 'link'], { error: INVALID }),
  download_url: z.string({ error: INVALID }).refine(isHttpUrl, { error: INVALID }).nullable(),
  expires_at: z.string({ error: INVALID }).nullable(),
  recipients: z.array(z.object({ email: z.string({ error: INVALID }).trim(), lang: z.unknown() }), { error: INVALID }).min(1, { error: INVALID }),
});

/** One e-mail per recipient; its id is derived from the event's and the address, so a redelivery queues the same jobs. */
export function scheduledEmailIdOf(eventId: string, email: string): string {
  const hex = createHash('sha1').update(`${eventId.toLowerCase()}:scheduled-report:${email.toLowerCase()}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The event's jobs, one per valid recipient; invalid addresses are reported and left out. */
export function parseScheduledReportEvent(
  envelope: EventEnvelope<Partial<ScheduledReportReadyEvent>>,
): Parsed<{ jobs: ScheduledReportEmailJob[]; refused: Array<{ index: number; errors: Record<string, string[]> }> }> {
  const errors: Record<string, string[]> = {};
  if (!isUuid(envelope.id)) errors.id = [INVALID];
  const parsed = parseWith(EventShape, envelope.payload);
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  if (parsed.ok && parsed.value.delivery === 'link' && !parsed.value.download_url) errors.download_url = [INVALID];
  if (Object.keys(errors).length > 0 || !parsed.ok) return { ok: false, errors };
  const e = parsed.value;
  const jobs: ScheduledReportEmailJob[] = [];
  const refused: Array<{ index: number; errors: Record<string, string[]> }> = [];
  e.recipients.forEach((r, index) => {
    if (r.email.length > 254 || !EMAIL.test(r.email)) {
      refused.push({ index, errors: { email: [INVALID] } });
      return;
    }
    jobs.push({
      kind: 'scheduled-report',
      eventId: scheduledEmailIdOf(envelope.id, r.email),
      requestId: envelope.meta?.requestId ?? envelope.id,
      userId: null,
      to: r.email,
      lang: resolveLang(r.lang),
      runId: e.run_id,
      companyName: cleanName(e.company_name) ?? '',
      reportKind: e.kind,
      format: e.format,
      fromDate: e.from,
      toDate: e.to,
      fileName: e.file_name,
      sizeBytes: e.size_bytes,
      delivery: e.delivery,
      downloadUrl: e.download_url,
      expiresAt: e.expires_at,
    });
  });
  return { ok: true, value: { jobs, refused } };
}

const LANG_INDEX: Record<Lang, 0 | 1 | 2> = { en: 0, mk: 1, bg: 2 };

const WORDS: Record<
  Lang,
  { subject: (title: string, period: string) => string; intro: (title: string, period: string, company: string) => string; attached: string; linked: (size: string) => string; until: (date: string) => string; action: string; why: string }
> = {
  en: {
    subject: (title, period) => `${title}: ${period}`,
    intro: (title, period, company) => `A scheduled report is ready: ${title} of ${company}, ${period}.`,
    attached: 'The file is attached to this e-mail.',
    linked: (size) => `The file (${size}) is too large to attach: download it from this link.`,
    until: (d) => `The file is kept until ${d}.`,
    action: 'Download the report',
    why: 'You receive this e-mail because your address is among the recipients of a scheduled report in Presently. Its owner can change the recipients.',
  },
  mk: {
    subject: (title, period) => `${title}: ${period}`,
    intro: (title, period, company) => `Закажан извештај е подготвен: ${title} на ${company}, ${period}.`,
    attached: 'Датотеката е прикачена на оваа е-пошта.',
    linked: (size) => `Датотеката (${size}) е преголема за прилог: преземете ја од оваа врска.`,
    until: (d) => `Датотеката се чува до ${d}.`,
    action: 'Преземете го извештајот',
    why: 'Ја добивате оваа е-пошта бидејќи вашата адреса е меѓу примачите на закажан извештај во Presently. Нејзиниот сопственик може да ги промени примачите.',
  },
  bg: {
    subject: (title, period) => `${title}: ${period}`,
    intro: (title, period, company) => `Насрочен отчет е готов: ${title} на ${company}, ${period}.`,
    attached: 'Файлът е приложен към този имейл.',
    linked: (size) => `Файлът (${size}) е твърде голям за прикачване: изтеглете го от тази връзка.`,
    until: (d) => `Файлът се пази до ${d}.`,
    action: 'Изтеглете отчета',
    why: 'Получавате този имейл, защото адресът ви е сред получателите на насрочен отчет в Presently. Собственикът му може да промени получателите.',
  },
};

const megabytes = (bytes: number, lang: Lang): string => `${(bytes / (1024 * 1024)).toFixed(1).replace('.', lang === 'en' ? '.' : ',')} MB`;

/** The scheduled report's e-mail: which report, of which period, and the file (attached, or by link). */
export function renderScheduledReportEmail(job: ScheduledReportEmailJob): RenderedEmail {
  const common = MESSAGES[job.lang];
  const words = WORDS[job.lang];
  const title = REPORT_KIND_TITLES[job.reportKind][LANG_INDEX[job.lang]];
  const d = (value: string) => formatCalendarDate(value, job.lang);
  const period = job.fromDate === job.toDate ? d(job.fromDate) : `${d(job.fromDate)} – ${d(job.toDate)}`;
  const subject = words.subject(title, period);
  const intro = words.intro(title, period, job.companyName || PRODUCT_NAME);
  const until = job.expiresAt ? words.until(d(job.expiresAt.slice(0, 10))) : null;
  const lines = [common.greeting, intro];
  let body: string;
  if (job.delivery === 'link' && job.downloadUrl) {
    const linked = words.linked(megabytes(job.sizeBytes, job.lang));
    lines.push(linked, job.downloadUrl);
    if (until) lines.push(until);
    body = [p(escapeHtml(linked)), linkBlock(job.downloadUrl, words.action, common.linkHint), until ? p(escapeHtml(until)) : ''].join('\n');
  } else {
    lines.push(`${words.attached} (${job.fileName})`);
    body = p(`${escapeHtml(words.attached)} <strong>${escapeHtml(job.fileName)}</strong>`);
  }
  lines.push(words.why, `-- \n${PRODUCT_NAME}\n${common.footer}`);
  const inner = [p(escapeHtml(common.greeting)), p(escapeHtml(intro)), body, p(escapeHtml(words.why), `color:${MUTED};font-size:13px;`)].join('\n');
  return { subject, text: lines.join('\n\n') + '\n', html: emailPage({ lang: job.lang, title: subject, product: PRODUCT_NAME, inner, footer: common.footer }) };
}
