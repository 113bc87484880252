import { ABSENCE_TYPES, type Lang } from '@presently/contracts';
import type { AbsenceEmailJob } from './absence-email-job';
import { ABSENCE_WORDS } from './absence-messages';
import { renderEmail } from './render-email';
import { formatCalendarDate, formatDays, formatPeriod, renderAbsenceEmail, situationOf } from './render-absence-email';

const link = 'https://presently.example/absences/42';
const job = (over: Partial<AbsenceEmailJob> = {}): AbsenceEmailJob => ({
  kind: 'absence-submitted',
  eventId: '0b6a8f0e-3f43-5c1e-9a52-1c7d2b7d9a10',
  sourceEventId: '0b6a8f0e-3f43-4c1e-9a52-1c7d2b7d9a10',
  requestId: 'r',
  userId: 10,
  to: 'ivan@example.com',
  lang: 'en',
  reason: 'next_approver',
  recipientName: 'Иван Иванов',
  absenceId: 42,
  employeeName: 'Ана Петровска',
  absenceTypeId: 1,
  startDate: '2026-12-30',
  endDate: '2027-01-05',
  halfDay: false,
  dates: [],
  switchDate: null,
  requestedDays: 4,
  status: 'pending',
  comment: 'Семеен одмор',
  declineReason: null,
  approvedBy: null,
  declinedBy: null,
  waitingFor: 'Иван Иванов',
  link,
  onBehalfOf: null,
  beforeDays: null,
  beforeEndDate: null,
  changeReason: null,
  fileNames: [],
  ...over,
});
const lines = (text: string) => text.split('\n');
const LANGS: Lang[] = ['en', 'mk', 'bg'];

describe('dates, periods and days as the e-mail writes them', () => {
  it.each([
    ['en', '30-Dec-2026', '05-Jan-2027'],
    ['mk', '30-дек-2026', '05-јан-2027'],
    ['bg', '30-дек-2026', '05-яну-2027'],
  ] as const)('dd-Mon-yyyy with the month in %s', (lang, end, start) => {
    expect(formatCalendarDate('2026-12-30', lang)).toBe(end);
    expect(formatCalendarDate('2027-01-05', lang)).toBe(start);
  });

  it('has twelve months in every language', () => {
    for (const lang of LANGS) expect(new Set(ABSENCE_WORDS[lang].months).size).toBe(12);
    expect(formatCalendarDate('2026-06-15', 'bg')).toBe('15-юни-2026');
    expect(formatCalendarDate('2026-05-15', 'mk')).toBe('15-мај-2026');
  });

  it('writes a range, one day, the chosen days, and a half day', () => {
    const period = { startDate: '2026-12-30', endDate: '2027-01-05', dates: [], halfDay: false };
    expect(formatPeriod(period, 'en')).toBe('30-Dec-2026 – 05-Jan-2027');
    expect(formatPeriod({ ...period, endDate: '2026-12-30', halfDay: true }, 'mk')).toBe('30-дек-2026 (половина ден)');
    expect(formatPeriod({ ...period, dates: ['2026-12-05', '2026-12-12'] }, 'bg')).toBe('05-дек-2026, 12-дек-2026');
  });

  it('writes half days with the language’s decimal sign', () => {
    expect(formatDays(2.5, 'en')).toBe('2.5');
    expect(formatDays(2.5, 'mk')).toBe('2,5');
    expect(formatDays(3, 'bg')).toBe('3');
  });

  it('names all eleven absence types in every language', () => {
    for (const lang of LANGS) {
      const names = ABSENCE_TYPES.map((t) => ABSENCE_WORDS[lang].types[t.id]);
      expect(new Set(names).size).toBe(11);
    }
    expect(ABSENCE_TYPES.map((t) => ABSENCE_WORDS.en.types[t.id])).toEqual(ABSENCE_TYPES.map((t) => t.name));
  });
});

describe('what the e-mail says', () => {
  it.each([
    ['next_approver', 'pending', 'absence-submitted', 'approve_or_decline'],
    ['next_approver', 'pending', 'absence-decided', 'approve_or_decline'],
    ['next_approver', 'cancellation_pending', 'absence-cancelled', 'confirm_cancellation'],
    ['next_approver', 'cancelled', 'absence-cancelled', 'withdrawn'],
    ['next_approver', 'approved', 'absence-approved', 'status_changed'],
    ['requester', 'pending', 'absence-submitted', 'submitted'],
    ['requester', 'pending', 'absence-decided', 'step_approved'],
    ['requester', 'approved', 'absence-approved', 'approved'],
    ['requester', 'approved', 'absence-submitted', 'approved'],
    ['requester', 'declined', 'absence-declined', 'declined'],
    ['requester', 'cancelled', 'absence-cancelled', 'cancelled'],
    ['requester', 'cancellation_pending', 'absence-cancelled', 'cancellation_requested'],
  ] as const)('to the %s when the request is %s (%s): %s', (reason, status, kind, situation) => expect(situationOf({ reason, status, kind })).toBe(situation));
});

describe('the absence e-mails, in each language', () => {
  it.each([
    ['en', 'Ана Петровска asks for Vacation, 30-Dec-2026 – 05-Jan-2027', 'Hello Иван Иванов,', 'Please approve or decline it.', 'Requested days: 4', 'Status: Pending'],
    ['mk', 'Ана Петровска бара Годишен одмор, 30-дек-2026 – 05-јан-2027', 'Здраво, Иван Иванов,', 'Ве молиме одобрете го или одбијте го.', 'Побарани денови: 4', 'Статус: На чекање'],
    ['bg', 'Ана Петровска иска Платен годишен отпуск, 30-дек-2026 – 05-яну-2027', 'Здравейте, Иван Иванов,', 'Моля, одобрете я или я отхвърлете.', 'Заявени дни: 4', 'Статус: Чакаща'],
  ] as const)('asks the next approver in %s', (lang, subject, greeting, ask, days, status) => {
    const mail = renderAbsenceEmail(job({ lang }));
    expect(mail.subject).toBe(subject);
    expect(lines(mail.text)[0]).toBe(greeting);
    expect(mail.text).toContain(`${subject}. ${ask}`);
    expect(lines(mail.text)).toEqual(expect.arrayContaining([days, status, link]));
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it.each([
    ['en', 'Елена Стојанова approved your request for Sick leave, 01-Dec-2026 – 02-Dec-2026. It now waits for Иван Иванов.'],
    ['mk', 'Елена Стојанова го одобри вашето барање за Боледување, 01-дек-2026 – 02-дек-2026. Сега чека одлука од Иван Иванов.'],
    ['bg', 'Елена Стојанова одобри заявката ви за Болничен, 01-дек-2026 – 02-дек-2026. Сега очаква решение от Иван Иванов.'],
  ] as const)('tells the requester in %s who approved a step and whom it waits for', (lang, intro) => {
    const mail = renderAbsenceEmail(
      job({ lang, kind: 'absence-decided', reason: 'requester', absenceTypeId: 3, startDate: '2026-12-01', endDate: '2026-12-02', approvedBy: 'Елена Стојанова' }),
    );
    expect(lines(mail.text)).toContain(intro);
  });

  it('tells the next approver who approved before them', () => {
    const mail = renderAbsenceEmail(job({ kind: 'absence-decided', approvedBy: 'Елена Стојанова' }));
    expect(mail.text).toContain('Елена Стојанова has approved the request and it now waits for you. Please approve or decline it.');
  });

  it.each([
    ['en', 'Your absence request is declined: Vacation, 30-Dec-2026 – 05-Jan-2027', 'Reason for declining: Премногу луѓе', 'has been declined by Марко Николов.'],
    ['mk', 'Вашето барање за отсуство е одбиено: Годишен одмор, 30-дек-2026 – 05-јан-2027', 'Причина за одбивање: Премногу луѓе', 'е одбиено од Марко Николов.'],
    ['bg', 'Заявката ви за отсъствие е отхвърлена: Платен годишен отпуск, 30-дек-2026 – 05-яну-2027', 'Причина за отхвърляне: Премногу луѓе', 'е отхвърлена от Марко Николов.'],
  ] as const)('tells the requester in %s that it was declined, by whom and why', (lang, subject, reason, by) => {
    const mail = renderAbsenceEmail(job({ lang, kind: 'absence-declined', reason: 'requester', status: 'declined', declineReason: 'Премногу луѓе', declinedBy: 'Марко Николов' }));
    expect(mail.subject).toBe(subject);
    expect(lines(mail.text)).toContain(reason);
    expect(mail.text).toContain(by);
    expect(mail.html).toContain(reason.split(': ')[1]);
  });

  it.each([
    ['en', 'Your absence request is approved: Vacation, 30-Dec-2026 – 05-Jan-2027'],
    ['mk', 'Вашето барање за отсуство е одобрено: Годишен одмор, 30-дек-2026 – 05-јан-2027'],
    ['bg', 'Заявката ви за отсъствие е одобрена: Платен годишен отпуск, 30-дек-2026 – 05-яну-2027'],
  ] as const)('tells the requester in %s that it was approved, without a decline reason', (lang, subject) => {
    const mail = renderAbsenceEmail(job({ lang, kind: 'absence-approved', reason: 'requester', status: 'approved', declineReason: 'stale' }));
    expect(mail.subject).toBe(subject);
    expect(mail.text).not.toContain('stale');
  });

  it.each([
    ['en', 'Your absence request is cancelled: Vacation, 30-Dec-2026 – 05-Jan-2027'],
    ['mk', 'Вашето барање за отсуство е откажано: Годишен одмор, 30-дек-2026 – 05-јан-2027'],
    ['bg', 'Заявката ви за отсъствие е анулирана: Платен годишен отпуск, 30-дек-2026 – 05-яну-2027'],
  ] as const)('tells the requester in %s that it was cancelled', (lang, subject) => {
    expect(renderAbsenceEmail(job({ lang, kind: 'absence-cancelled', reason: 'requester', status: 'cancelled' })).subject).toBe(subject);
  });

  it('asks the last approver to confirm a cancellation, and tells an approver a request was withdrawn', () => {
    expect(renderAbsenceEmail(job({ kind: 'absence-cancelled', status: 'cancellation_pending' })).text).toContain(
      'Ана Петровска asks to cancel an approved absence: Vacation, 30-Dec-2026 – 05-Jan-2027. Please confirm or decline the cancellation.',
    );
    expect(renderAbsenceEmail(job({ kind: 'absence-cancelled', status: 'cancelled' })).subject).toBe('Absence request cancelled: Ана Петровска, Vacation, 30-Dec-2026 – 05-Jan-2027');
  });

  it('asks a substitute to decide for the holder they stand in for', () => {
    const mail = renderAbsenceEmail(job({ reason: 'substitute', onBehalfOf: 'Иван Иванов', recipientName: 'Елена' }));
    expect(mail.subject).toBe('Ана Петровска asks for Vacation, 30-Dec-2026 – 05-Jan-2027 (you stand in for Иван Иванов)');
    expect(mail.text).toContain('The request waits for Иван Иванов, for whom you stand in: please approve or decline it.');
    expect(lines(mail.text)).toContain(link);
  });

  it.each([
    ['en', 'The company\'s holidays changed, so your request for Vacation, 30-Dec-2026 – 05-Jan-2027 was counted again: 5 → 4 working days.'],
    ['mk', 'Празниците на компанијата се променија, па вашето барање за Годишен одмор, 30-дек-2026 – 05-јан-2027 е пресметано повторно: 5 → 4 работни денови.'],
    ['bg', 'Празниците на компанията се промениха, затова заявката ви за Платен годишен отпуск, 30-дек-2026 – 05-яну-2027 е преизчислена: 5 → 4 работни дни.'],
  ] as const)('tells the requester in %s that a holiday change counted the days again', (lang, intro) => {
    expect(renderAbsenceEmail(job({ lang, kind: 'absence-recounted', reason: 'requester', status: 'approved', beforeDays: 5 })).text).toContain(intro);
  });

  it('tells the requester HR ended the absence early, until when it was to last and why', () => {
    const mail = renderAbsenceEmail(job({ kind: 'absence-ended', reason: 'requester', status: 'approved', beforeEndDate: '2027-01-08', changeReason: 'Back early', requestedDays: 4 }));
    expect(mail.subject).toBe('Your absence was ended early: Vacation, 30-Dec-2026 – 05-Jan-2027');
    expect(mail.text).toContain('it was to last until 08-Jan-2027 and now is Vacation, 30-Dec-2026 – 05-Jan-2027 (4 working days). Reason: Back early');
  });

  it('tells an approver which files the requester added', () => {
    const mail = renderAbsenceEmail(job({ kind: 'absence-files-added', reason: 'approver', fileNames: ['note.pdf', 'scan.jpg'] }));
    expect(mail.subject).toBe('Ана Петровска added files to the request: Vacation, 30-Dec-2026 – 05-Jan-2027');
    expect(mail.text).toContain('note.pdf, scan.jpg');
  });

  it('shows the switched day, and rest days one by one', () => {
    expect(lines(renderAbsenceEmail(job({ lang: 'mk', absenceTypeId: 7, startDate: '2026-12-07', endDate: '2026-12-07', switchDate: '2026-12-12' })).text)).toContain('Заменет со денот: 12-дек-2026');
    expect(renderAbsenceEmail(job({ lang: 'bg', absenceTypeId: 11, dates: ['2026-12-05', '2026-12-12'] })).subject).toBe('Ана Петровска иска Почивен ден, 05-дек-2026, 12-дек-2026');
  });

  it('is what renderEmail writes for an absence job', () => {
    expect(renderEmail(job(), new Date())).toEqual(renderAbsenceEmail(job()));
  });

  it('writes Macedonian and Bulgarian in Cyrillic, with the same lines as English, in every situation', () => {
    const cases: Array<Partial<AbsenceEmailJob>> = [
      {},
      { kind: 'absence-decided', approvedBy: 'Елена' },
      { status: 'cancellation_pending', kind: 'absence-cancelled' },
      { status: 'cancelled', kind: 'absence-cancelled' },
      { status: 'approved' },
      { reason: 'requester' },
      { reason: 'requester', waitingFor: null },
      { reason: 'requester', kind: 'absence-decided', approvedBy: null, waitingFor: null },
      { reason: 'requester', status: 'approved' },
      { reason: 'requester', status: 'declined', declineReason: 'Не', declinedBy: null },
      { reason: 'requester', status: 'cancelled' },
      { reason: 'requester', status: 'cancellation_pending', waitingFor: null },
      { recipientName: '', comment: null, halfDay: true, requestedDays: 0.5, switchDate: '2026-12-12' },
      { reason: 'substitute', onBehalfOf: 'Иван Иванов' },
      { reason: 'substitute', onBehalfOf: 'Иван Иванов', status: 'cancellation_pending', kind: 'absence-cancelled' },
      { reason: 'requester', kind: 'absence-recounted', status: 'approved', beforeDays: 5 },
      { reason: 'requester', kind: 'absence-ended', status: 'approved', beforeEndDate: '2027-01-08', changeReason: 'Врати се' },
      { reason: 'approver', kind: 'absence-files-added', fileNames: ['дознака'] },
    ];
    for (const over of cases) {
      const en = renderAbsenceEmail(job(over));
      for (const typeId of ABSENCE_TYPES.map((t) => t.id)) {
        for (const lang of ['mk', 'bg'] as const) {
          const mail = renderAbsenceEmail(job({ ...over, lang, absenceTypeId: typeId }));
          expect(lines(mail.text)).toHaveLength(lines(en.text).length);
          expect(mail.subject).toMatch(/[\u0400-\u04FF]/);
          expect(mail.subject.replaceAll('Presently', '')).not.toMatch(/[A-Za-z]{2,}/);
          expect(mail.text.replaceAll('Presently', '').replace(link, '')).not.toMatch(/[A-Za-z]{2,}/);
        }
      }
    }
  });

  it('escapes names and reasons it puts into the HTML', () => {
    const mail = renderAbsenceEmail(job({ employeeName: '<b>Ana</b>', reason: 'requester', status: 'declined', declineReason: 'A&B "<script>"' }));
    expect(mail.html).not.toContain('<b>Ana</b>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('A&amp;B &quot;&lt;script&gt;&quot;');
  });
});
