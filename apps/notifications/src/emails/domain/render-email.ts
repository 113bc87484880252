import type { CodeOrLinkEmailJob, EmailJob } from './email-job';
import { emailPage, escapeHtml, linkBlock, MUTED, paragraph as p } from './email-html';
import { formatValidity, validityOf } from './expiry';
import { MESSAGES, PRODUCT_NAME } from './messages';
import { renderAbsenceEmail } from './render-absence-email';
import { renderScheduledReportEmail } from './scheduled-report-email';
import { renderSubstituteEmail } from './substitute-email';

export interface RenderedEmail {
  subject: string;
  /** Plain text: the code as bare digits, or the full link, each on a line of its own. */
  text: string;
  html: string;
}

/** What the e-mail is for, on a line of its own: the link (verification, invitation) or the code. */
function essentialOf(job: CodeOrLinkEmailJob): { link: string } | { code: string } {
  switch (job.kind) {
    case 'email-verification':
      return { link: job.verifyUrl };
    case 'invitation':
      return { link: job.setPasswordUrl };
    default:
      return { code: job.code };
  }
}

/**
 * Writes one e-mail in the job's language; `now` decides how long a code or link is still valid.
 * An invitation greets the person by name and names the company when it is known.
 */
export function renderEmail(job: EmailJob, now: Date): RenderedEmail {
  if (job.kind === 'absence-substitute-named') return renderSubstituteEmail(job);
  if (job.kind === 'scheduled-report') return renderScheduledReportEmail(job);
  if (!('expiresAt' in job)) return renderAbsenceEmail(job);
  const lang = MESSAGES[job.lang];
  const words = lang.kinds[job.kind];
  const validity = words.validity(formatValidity(validityOf(new Date(job.expiresAt), now), job.lang));
  const essential = essentialOf(job);
  const link = 'link' in essential ? essential.link : null;
  const secret = 'link' in essential ? essential.link : essential.code;
  const greeting = job.kind === 'invitation' && job.fullName ? lang.namedGreeting(job.fullName) : lang.greeting;
  const intro = job.kind === 'invitation' && job.companyName && words.introWithCompany ? words.introWithCompany(job.companyName) : words.intro;

  const text = [greeting, intro, secret, validity, words.outro, `-- \n${PRODUCT_NAME}\n${lang.footer}`].join('\n\n') + '\n';

  const body =
    link !== null
      ? linkBlock(link, words.action ?? link, lang.linkHint)
      : p(escapeHtml(secret), 'margin:24px 0;font-size:32px;letter-spacing:6px;font-weight:bold;font-family:Consolas,Menlo,monospace;');

  const inner = [p(escapeHtml(greeting)), p(escapeHtml(intro)), body, p(escapeHtml(validity)), p(escapeHtml(words.outro), `color:${MUTED};`)].join('\n');
  const html = emailPage({ lang: job.lang, title: words.subject, product: PRODUCT_NAME, inner, footer: lang.footer });
  return { subject: words.subject, text, html };
}
