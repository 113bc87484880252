import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { EventEnvelope, Lang, SubstituteNamedEvent } from '@presently/contracts';
import { isIsoDate, type Parsed, parseWith } from '@presently/domain';
import { isUuid } from '@presently/validation';
import { formatCalendarDate } from './render-absence-email';
import { emailPage, escapeHtml, linkBlock, paragraph as p } from './email-html';
import { cleanName, EMAIL, type EmailJobBase, isHttpUrl } from './email-job';
import { resolveLang } from './language';
import { MESSAGES, PRODUCT_NAME } from './messages';
import type { RenderedEmail } from './render-email';

/** Someone named the recipient as their substitute for a period (absence.substitute.named.v1). */
export interface SubstituteEmailJob extends EmailJobBase {
  kind: 'absence-substitute-named';
  recipientName: string;
  personName: string;
  fromDate: string;
  toDate: string;
  /** `${PUBLIC_URL}/absence-requests`: where the substitute decides. */
  link: string;
}

const INVALID = 'invalid';
const date = z.string({ error: INVALID }).refine(isIsoDate, { error: INVALID });
const EventShape = z.object({
  user_name: z.string({ error: INVALID }),
  from: date,
  to: date,
  recipient: z.object({
    user_id: z.number({ error: INVALID }).int({ error: INVALID }).min(1, { error: INVALID }),
    email: z
      .string({ error: INVALID })
      .trim()
      .refine((e) => e.length <= 254 && EMAIL.test(e), { error: INVALID }),
    full_name: z.string({ error: INVALID }).nullish(),
    lang: z.unknown(),
  }),
});

/** One e-mail per event; its id is derived from the event's, so a redelivery queues the same job. */
function jobIdOf(eventId: string): string {
  const hex = createHash('sha1').update(`${eventId.toLowerCase()}:substitute-named`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function parseSubstituteEvent(envelope: EventEnvelope<Partial<SubstituteNamedEvent>>, publicUrl: string): Parsed<SubstituteEmailJob> {
  const errors: Record<string, string[]> = {};
  if (!isUuid(envelope.id)) errors.id = [INVALID];
  const parsed = parseWith(EventShape, envelope.payload);
  if (!parsed.ok) Object.assign(errors, parsed.errors);
  const link = `${publicUrl.replace(/\/+$/, '')}/absence-requests`;
  if (!isHttpUrl(link)) errors.public_url = [INVALID];
  if (Object.keys(errors).length > 0 || !parsed.ok) return { ok: false, errors };
  const e = parsed.value;
  return {
    ok: true,
    value: {
      kind: 'absence-substitute-named',
      eventId: jobIdOf(envelope.id),
      requestId: envelope.meta?.requestId ?? envelope.id,
      userId: e.recipient.user_id,
      to: e.recipient.email,
      lang: resolveLang(e.recipient.lang),
      recipientName: cleanName(e.recipient.full_name ?? '') ?? '',
      personName: cleanName(e.user_name) ?? '',
      fromDate: e.from,
      toDate: e.to,
      link,
    },
  };
}

const WORDS: Record<Lang, { subject: (person: string, period: string) => string; intro: (person: string, period: string) => string; action: string }> = {
  en: {
    subject: (person, period) => `${person} named you as substitute: ${period}`,
    intro: (person, period) => `${person} named you as their substitute for ${period}. In that period you see and decide the absence requests that wait for ${person}, and you will be e-mailed when one does.`,
    action: 'Open the approvals',
  },
  mk: {
    subject: (person, period) => `${person} ве одреди за замена: ${period}`,
    intro: (person, period) =>
      `${person} ве одреди за своја замена за ${period}. Во тој период ги гледате и одлучувате барањата за отсуство што чекаат на ${person}, и ќе добиете е-пошта кога ќе пристигне такво барање.`,
    action: 'Отворете ги одобрувањата',
  },
  bg: {
    subject: (person, period) => `${person} ви посочи за заместник: ${period}`,
    intro: (person, period) =>
      `${person} ви посочи за свой заместник за ${period}. През този период виждате и решавате заявките за отсъствие, които очакват ${person}, и ще получите имейл, когато пристигне такава.`,
    action: 'Отворете одобренията',
  },
};

/** The substitute's e-mail: who named them, for which period, and where they will decide. */
export function renderSubstituteEmail(job: SubstituteEmailJob): RenderedEmail {
  const common = MESSAGES[job.lang];
  const words = WORDS[job.lang];
  const period = job.fromDate === job.toDate ? formatCalendarDate(job.fromDate, job.lang) : `${formatCalendarDate(job.fromDate, job.lang)} – ${formatCalendarDate(job.toDate, job.lang)}`;
  const subject = words.subject(job.personName, period);
  const intro = words.intro(job.personName, period);
  const greeting = job.recipientName ? common.namedGreeting(job.recipientName) : common.greeting;
  const text = [greeting, intro, job.link, `-- \n${PRODUCT_NAME}\n${common.footer}`].join('\n\n') + '\n';
  const inner = [p(escapeHtml(greeting)), p(escapeHtml(intro)), linkBlock(job.link, words.action, common.linkHint)].join('\n');
  return { subject, text, html: emailPage({ lang: job.lang, title: subject, product: PRODUCT_NAME, inner, footer: common.footer }) };
}
