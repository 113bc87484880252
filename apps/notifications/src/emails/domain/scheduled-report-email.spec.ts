import type { EventEnvelope, ScheduledReportReadyEvent } from '@presently/contracts';
import { parseScheduledReportEvent, renderScheduledReportEmail, type ScheduledReportEmailJob } from './scheduled-report-email';

const EVENT_ID = '6f1c1c55-8a3e-4d57-9d0e-2f4b8b0e9a11';
const payload = (over: Partial<ScheduledReportReadyEvent> = {}): ScheduledReportReadyEvent => ({
  run_id: '0b7b1c1e-1f0a-4c1e-9b7e-5a1d2c3e4f50',
  company_id: 3,
  company_name: 'Acme',
  kind: 'presence',
  format: 'xlsx',
  from: '2026-10-01',
  to: '2026-10-31',
  file_name: 'presence-2026-10-01-2026-10-31.xlsx',
  size_bytes: 20480,
  delivery: 'attachment',
  download_url: null,
  expires_at: '2026-11-08T06:00:00.000Z',
  recipients: [
    { email: 'ana@example.com', lang: 'mk' },
    { email: 'ivan@example.bg', lang: 'bg' },
    { email: 'not an address', lang: 'en' },
  ],
  ...over,
});
const envelope = (p: ScheduledReportReadyEvent): EventEnvelope<ScheduledReportReadyEvent> =>
  ({ id: EVENT_ID, name: 'reports.scheduled-report.ready.v1', payload: p, meta: { requestId: 'r-1', actor: null } }) as unknown as EventEnvelope<ScheduledReportReadyEvent>;

function jobsOf(p: ScheduledReportReadyEvent): ScheduledReportEmailJob[] {
  const parsed = parseScheduledReportEvent(envelope(p));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value.jobs;
}

describe('scheduled report e-mails', () => {
  it('makes one job per valid recipient in that recipient’s language, with stable ids; a bad address is refused alone', () => {
    const parsed = parseScheduledReportEvent(envelope(payload()));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.jobs.map((j) => [j.to, j.lang])).toEqual([
      ['ana@example.com', 'mk'],
      ['ivan@example.bg', 'bg'],
    ]);
    expect(parsed.value.refused).toEqual([{ index: 2, errors: { email: ['invalid'] } }]);
    expect(jobsOf(payload())[0].eventId).toBe(parsed.value.jobs[0].eventId);
    expect(parsed.value.jobs[0].eventId).not.toBe(parsed.value.jobs[1].eventId);
  });

  it('writes the report’s title and period in the recipient’s language and names the attached file', () => {
    const [mk, bg] = jobsOf(payload());
    const m = renderScheduledReportEmail(mk);
    expect(m.subject).toBe('Извештај за присуство: 01-окт-2026 – 31-окт-2026');
    expect(m.text).toContain('Датотеката е прикачена');
    expect(m.text).toContain('presence-2026-10-01-2026-10-31.xlsx');
    const b = renderScheduledReportEmail(bg);
    expect(b.subject).toContain('Отчет за присъствие');
    expect(b.html).toContain('lang="bg"');
  });

  it('gives a download link, the size and the keeping date instead of an attachment when the file is too large', () => {
    const [en] = jobsOf(
      payload({ delivery: 'link', size_bytes: 15 * 1024 * 1024, download_url: 'https://app.example.com/api/report-files/abc', recipients: [{ email: 'hr@example.com', lang: 'en' }] }),
    );
    const e = renderScheduledReportEmail(en);
    expect(e.text).toContain('The file (15.0 MB) is too large to attach');
    expect(e.text).toContain('https://app.example.com/api/report-files/abc');
    expect(e.text).toContain('kept until 08-Nov-2026');
    expect(e.html).toContain('href="https://app.example.com/api/report-files/abc"');
  });

  it('refuses an event without its file or with a link delivery lacking the link', () => {
    expect(parseScheduledReportEvent(envelope(payload({ delivery: 'link', download_url: null }))).ok).toBe(false);
    expect(parseScheduledReportEvent(envelope({ ...payload(), file_name: '' })).ok).toBe(false);
    expect(parseScheduledReportEvent(envelope(payload({ recipients: [] }))).ok).toBe(false);
  });
});
