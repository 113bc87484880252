import type { EmailJob } from './email-job';
import { formatValidity, validityOf } from './expiry';
import { MESSAGES, PRODUCT_NAME } from './messages';

export interface RenderedEmail {
  subject: string;
  /** Plain text: the code as bare digits, or the full link, each on a line of its own. */
  text: string;
  html: string;
}

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const BRAND = '#2786fb';
const MUTED = '#52606d';

/** What the e-mail is for, on a line of its own: the link (verification, invitation) or the code. */
function essentialOf(job: EmailJob): { link: string } | { code: string } {
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
 * Writes one e-mail in the job's language; `now` decides how long the code or link is still valid.
 * An invitation greets the person by name and names the company when it is known.
 */
export function renderEmail(job: EmailJob, now: Date): RenderedEmail {
  const lang = MESSAGES[job.lang];
  const words = lang.kinds[job.kind];
  const validity = words.validity(formatValidity(validityOf(new Date(job.expiresAt), now), job.lang));
  const essential = essentialOf(job);
  const link = 'link' in essential ? essential.link : null;
  const secret = 'link' in essential ? essential.link : essential.code;
  const greeting = job.kind === 'invitation' && job.fullName ? lang.namedGreeting(job.fullName) : lang.greeting;
  const intro = job.kind === 'invitation' && job.companyName && words.introWithCompany ? words.introWithCompany(job.companyName) : words.intro;

  const text = [greeting, intro, secret, validity, words.outro, `-- \n${PRODUCT_NAME}\n${lang.footer}`].join('\n\n') + '\n';

  const p = (content: string, style = '') => `<p style="${style.includes('margin:') ? '' : 'margin:0 0 16px;'}${style}">${content}</p>`;
  const body =
    link !== null
      ? [
          p(
            `<a href="${escapeHtml(link)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(words.action ?? link)}</a>`,
            'margin:24px 0;',
          ),
          p(
            `${escapeHtml(lang.linkHint)}<br><a href="${escapeHtml(link)}" style="color:${BRAND};word-break:break-all;">${escapeHtml(link)}</a>`,
            `font-size:13px;color:${MUTED};`,
          ),
        ].join('\n')
      : p(escapeHtml(secret), 'margin:24px 0;font-size:32px;letter-spacing:6px;font-weight:bold;font-family:Consolas,Menlo,monospace;');

  const html = `<!doctype html>
<html lang="${job.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;"><tr><td style="padding:32px;">
${p(PRODUCT_NAME, `margin:0 0 24px;font-size:20px;font-weight:bold;color:${BRAND};`)}
${p(escapeHtml(greeting))}
${p(escapeHtml(intro))}
${body}
${p(escapeHtml(validity))}
${p(escapeHtml(words.outro), `color:${MUTED};`)}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#7b8794;">${escapeHtml(lang.footer)}</p>
</td></tr></table>
</body>
</html>
`;
  return { subject: words.subject, text, html };
}
