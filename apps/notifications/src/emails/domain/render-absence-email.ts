import type { Lang } from '@presently/contracts';
import type { AbsenceEmailJob } from './absence-email-job';
import { ABSENCE_WORDS, type AbsenceSituation } from './absence-messages';
import { emailPage, escapeHtml, linkBlock, MUTED, paragraph as p } from './email-html';
import { MESSAGES, PRODUCT_NAME } from './messages';
import type { RenderedEmail } from './render-email';

/** A calendar date (yyyy-mm-dd) in the spec's dd-Mon-yyyy, with the month in the reader's language. */
export function formatCalendarDate(date: string, lang: Lang): string {
  const [year, month, day] = date.split('-');
  return `${day}-${ABSENCE_WORDS[lang].months[Number(month) - 1]}-${year}`;
}

/** The chosen days one by one, one day alone, or the range; "half day" when it is one. */
export function formatPeriod(job: Pick<AbsenceEmailJob, 'startDate' | 'endDate' | 'dates' | 'halfDay'>, lang: Lang): string {
  const d = (value: string) => formatCalendarDate(value, lang);
  const period = job.dates.length > 0 ? job.dates.map(d).join(', ') : job.startDate === job.endDate ? d(job.startDate) : `${d(job.startDate)} – ${d(job.endDate)}`;
  return job.halfDay ? `${period} (${ABSENCE_WORDS[lang].halfDay})` : period;
}

export function formatDays(days: number, lang: Lang): string {
  return String(Math.round(days * 100) / 100).replace('.', ABSENCE_WORDS[lang].decimal);
}

/** What the e-mail says follows from whom it is for and where the request stands now. */
export function situationOf(job: Pick<AbsenceEmailJob, 'reason' | 'status' | 'kind'>): AbsenceSituation {
  if (job.kind === 'absence-recounted') return 'recounted';
  if (job.kind === 'absence-ended') return 'ended_early';
  if (job.kind === 'absence-files-added') return 'files_added';
  if (job.reason === 'substitute') {
    if (job.status === 'pending') return 'substitute_decide';
    if (job.status === 'cancellation_pending') return 'substitute_confirm_cancellation';
    return 'status_changed';
  }
  if (job.reason === 'next_approver' || job.reason === 'approver') {
    if (job.status === 'pending') return 'approve_or_decline';
    if (job.status === 'cancellation_pending') return 'confirm_cancellation';
    if (job.status === 'cancelled') return 'withdrawn';
    return 'status_changed';
  }
  switch (job.status) {
    case 'approved':
      return 'approved';
    case 'declined':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
    case 'cancellation_pending':
      return 'cancellation_requested';
    default:
      return job.kind === 'absence-submitted' ? 'submitted' : 'step_approved';
  }
}

/**
 * Writes the e-mail about one absence request to one recipient, in their language: what happened,
 * the request's details (employee, type, period, requested days, status, the decline reason) and
 * the link to it on a line of its own.
 */
export function renderAbsenceEmail(job: AbsenceEmailJob): RenderedEmail {
  const common = MESSAGES[job.lang];
  const words = ABSENCE_WORDS[job.lang];
  const situation = situationOf(job);
  const type = words.types[job.absenceTypeId];
  const period = formatPeriod(job, job.lang);
  const status = words.statuses[job.status];
  const what = `${type}, ${period}`;
  const by = situation === 'declined' ? job.declinedBy : job.approvedBy;
  const change = {
    behalf: job.onBehalfOf,
    days: formatDays(job.requestedDays, job.lang),
    beforeDays: job.beforeDays === null ? null : formatDays(job.beforeDays, job.lang),
    beforeEnd: job.beforeEndDate ? formatCalendarDate(job.beforeEndDate, job.lang) : null,
    reason: job.changeReason,
    files: job.fileNames.join(', '),
  };
  const subject = words.subject(situation, { e: job.employeeName, what, status, ...change });
  const intro = words.intro(situation, { e: job.employeeName, what, status, by, waiting: job.waitingFor, ...change });
  const greeting = job.recipientName ? common.namedGreeting(job.recipientName) : common.greeting;

  const details: Array<[string, string]> = [
    [words.labels.employee, job.employeeName],
    [words.labels.type, type],
    [words.labels.period, period],
    ...(job.switchDate ? [[words.labels.switchDate, formatCalendarDate(job.switchDate, job.lang)] as [string, string]] : []),
    [words.labels.days, formatDays(job.requestedDays, job.lang)],
    [words.labels.status, status],
    ...(job.comment ? [[words.labels.comment, job.comment] as [string, string]] : []),
    ...(job.status === 'declined' && job.declineReason ? [[words.labels.declineReason, job.declineReason] as [string, string]] : []),
  ];

  const text =
    [greeting, intro, details.map(([label, value]) => `${label}: ${value}`).join('\n'), job.link, `-- \n${PRODUCT_NAME}\n${common.footer}`].join('\n\n') + '\n';

  const rows = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:${MUTED};vertical-align:top;white-space:nowrap;">${escapeHtml(label)}</td><td style="padding:4px 0;vertical-align:top;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const inner = [
    p(escapeHtml(greeting)),
    p(escapeHtml(intro)),
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:14px;">${rows}</table>`,
    linkBlock(job.link, words.action, common.linkHint),
  ].join('\n');
  return { subject, text, html: emailPage({ lang: job.lang, title: subject, product: PRODUCT_NAME, inner, footer: common.footer }) };
}
