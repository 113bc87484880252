import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { ParsedMail } from 'mailparser';
import {
  ABSENCE_APPROVED,
  ABSENCE_CANCELLED,
  ABSENCE_DECIDED,
  ABSENCE_DECLINED,
  ABSENCE_ENDED,
  ABSENCE_FILES_ADDED,
  ABSENCE_RECOUNTED,
  ABSENCE_SUBMITTED,
  SUBSTITUTE_NAMED,
  type AbsenceMailRecipient,
  type AbsenceRequestEvent,
  type AbsenceView,
} from '@presently/contracts';
import type { EventPublisher } from '@presently/messaging';
import { bootTestService, deleteServiceQueues, sql, testMeta, testPublisher, type TestService, waitFor } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { definition } from '../../src/service.definition';
import { TestSmtpServer } from './support/test-smtp-server';

// Run with --runInBand beside emails.integration-spec.ts: both boot notifications on one vhost.
const redisPrefix = `presently_test_absmail_${randomUUID().slice(0, 8)}:`;
const PUBLIC_URL = 'https://presently.test';

const address = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const lines = (mail: ParsedMail) => (mail.text ?? '').split(/\r?\n/).map((l) => l.trim());
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let nextId = 9000 + Math.floor(Math.random() * 1000);

function absence(over: Partial<AbsenceView> = {}): AbsenceView {
  return {
    id: nextId++,
    user_id: 7,
    user_name: 'Ана Петровска',
    team_id: 3,
    department_id: 2,
    absence_type_id: 1,
    start_date: '2026-12-30',
    end_date: '2027-01-05',
    half_day: false,
    personal_day_reason_id: null,
    switch_date: null,
    dates: [],
    requested_days: 4,
    next_working_day: '2027-01-06',
    comment: 'Семеен одмор',
    status: 'pending',
    decline_reason: null,
    chain: [
      { step: 'team_lead', holder_user_id: 8, holder_name: 'Марко Николов', status: 'waiting', acted_by_user_id: null, acted_by_name: null, acted_at: null, reason: null },
      { step: 'department_manager', holder_user_id: 10, holder_name: 'Иван Иванов', status: 'upcoming', acted_by_user_id: null, acted_by_name: null, acted_at: null, reason: null },
    ],
    waiting_for_user_id: 8,
    files: [],
    missing_document: false,
    submitted_by_user_id: 7,
    submitted_at: '2026-11-30T08:00:00Z',
    ...over,
  };
}

const approver = (email: string, lang: AbsenceMailRecipient['lang'], full_name = 'Марко Николов', user_id = 8): AbsenceMailRecipient => ({ user_id, email, full_name, lang, reason: 'next_approver' });
const requester = (email: string, lang: AbsenceMailRecipient['lang']): AbsenceMailRecipient => ({ user_id: 7, email, full_name: 'Ана Петровска', lang, reason: 'requester' });
const event = (request: AbsenceView, recipients: AbsenceMailRecipient[], actor_user_id: number | null = 7): AbsenceRequestEvent => ({ company_id: 1, request, actor_user_id, recipients });
const meta = () => ({ ...testMeta({ userId: 7, companyId: 1, roleId: 6 }) });
const sentRows = (to: string) => sql<{ kind: string; lang: string; subject: string }>('SELECT kind, lang, subject FROM notifications.sent_emails WHERE "to" = $1', [to]);

describe('notifications: e-mails about absence requests', () => {
  let publisher: EventPublisher;
  let service: TestService;
  const smtp = new TestSmtpServer();
  const saved = { SMTP_URL: process.env.SMTP_URL, PUBLIC_URL: process.env.PUBLIC_URL, TEST_REDIS_PREFIX: process.env.TEST_REDIS_PREFIX };
  const mailTo = async (to: string) => (await waitFor(() => smtp.mailsTo(to).length > 0 && smtp.mailsTo(to)))[0];

  beforeAll(async () => {
    process.env.TEST_REDIS_PREFIX = redisPrefix;
    process.env.PUBLIC_URL = PUBLIC_URL;
    process.env.SMTP_URL = await smtp.start();
    publisher = testPublisher();
    await publisher.waitForConnect();
    service = await bootTestService(definition, AppModule);
  });

  afterAll(async () => {
    await service.close();
    await smtp.close();
    await publisher.close();
    await deleteServiceQueues(definition.service);
    await sql('DROP SCHEMA IF EXISTS notifications CASCADE');
    const redis = new Redis(process.env.REDIS_URL as string);
    try {
      const keys = await redis.keys(`${redisPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('submitted: asks the next approver, in Bulgarian, to approve or decline, with the link on a line of its own', async () => {
    const to = address('lead-bg');
    const request = absence();
    const { id } = await publisher.publish(ABSENCE_SUBMITTED.key, event(request, [approver(to, 'bg')]), meta());

    const mail = await mailTo(to);
    expect(mail.subject).toBe('Ана Петровска иска Платен годишен отпуск, 30-дек-2026 – 05-яну-2027');
    expect(lines(mail)[0]).toBe('Здравейте, Марко Николов,');
    expect(mail.text).toContain('Моля, одобрете я или я отхвърлете.');
    expect(lines(mail)).toEqual(expect.arrayContaining(['Заявени дни: 4', 'Статус: Чакаща', `${PUBLIC_URL}/absences/${request.id}`]));
    expect(mail.html).toContain(`href="${PUBLIC_URL}/absences/${request.id}"`);
    expect(mail.headers.get('content-language')).toBe('bg');
    expect(await waitFor(async () => (await sentRows(to))[0])).toEqual({ kind: 'absence-submitted', lang: 'bg', subject: mail.subject });
    expect(await sql('SELECT 1 FROM notifications.processed_events WHERE event_id = $1', [id])).toHaveLength(1);
  });

  it('decided: the next approver (Macedonian) is asked, the requester (English) told who approved and whom it waits for', async () => {
    const [next, own] = [address('manager-mk'), address('requester-en')];
    const request = absence({
      absence_type_id: 3,
      start_date: '2026-12-01',
      end_date: '2026-12-02',
      requested_days: 1.5,
      half_day: true,
      chain: [
        { step: 'team_lead', holder_user_id: 8, holder_name: 'Марко Николов', status: 'approved', acted_by_user_id: 8, acted_by_name: 'Марко Николов', acted_at: '2026-11-30T09:00:00Z', reason: null },
        { step: 'department_manager', holder_user_id: 10, holder_name: 'Иван Иванов', status: 'waiting', acted_by_user_id: null, acted_by_name: null, acted_at: null, reason: null },
      ],
      waiting_for_user_id: 10,
    });
    await publisher.publish(ABSENCE_DECIDED.key, event(request, [approver(next, 'mk', 'Иван Иванов', 10), requester(own, 'en')], 8), meta());

    const toManager = await mailTo(next);
    expect(toManager.subject).toBe('Ана Петровска бара Боледување, 01-дек-2026 – 02-дек-2026 (половина ден)');
    expect(toManager.text).toContain('Марко Николов го одобри барањето и сега тоа чека на вас. Ве молиме одобрете го или одбијте го.');
    expect(lines(toManager)).toEqual(expect.arrayContaining(['Побарани денови: 1,5', `${PUBLIC_URL}/absences/${request.id}`]));

    const toRequester = await mailTo(own);
    expect(toRequester.subject).toBe('Your absence request moved on: Sick leave, 01-Dec-2026 – 02-Dec-2026 (half day)');
    expect(lines(toRequester)).toContain('Марко Николов approved your request for Sick leave, 01-Dec-2026 – 02-Dec-2026 (half day). It now waits for Иван Иванов.');
    expect(lines(toRequester)).toContain(`${PUBLIC_URL}/absences/${request.id}`);
  });

  it('substitute: asked beside the holder, in their own language, naming whom they stand in for', async () => {
    const [holder, stand] = [address('lead-en'), address('substitute-mk')];
    const request = absence();
    const substitute: AbsenceMailRecipient = { user_id: 11, email: stand, full_name: 'Елена', lang: 'mk', reason: 'substitute', on_behalf_of: 'Марко Николов' };
    await publisher.publish(ABSENCE_SUBMITTED.key, event(request, [approver(holder, 'en'), substitute]), meta());
    expect((await mailTo(holder)).subject).toBe('Ана Петровска asks for Vacation, 30-Dec-2026 – 05-Jan-2027');
    const mail = await mailTo(stand);
    expect(mail.subject).toBe('Ана Петровска бара Годишен одмор, 30-дек-2026 – 05-јан-2027 (го заменувате Марко Николов)');
    expect(lines(mail)).toContain(`${PUBLIC_URL}/absences/${request.id}`);
  });

  it('substitute named: the substitute is told who named them, for when, and where they decide', async () => {
    const to = address('substitute-bg');
    await publisher.publish(SUBSTITUTE_NAMED.key, { company_id: 1, user_id: 8, user_name: 'Марко Николов', from: '2026-12-01', to: '2026-12-12', recipient: { user_id: 11, email: to, full_name: 'Елена', lang: 'bg', reason: 'substitute' } }, meta());
    const mail = await mailTo(to);
    expect(mail.subject).toBe('Марко Николов ви посочи за заместник: 01-дек-2026 – 12-дек-2026');
    expect(lines(mail)).toContain(`${PUBLIC_URL}/absence-requests`);
    expect(await waitFor(async () => (await sentRows(to))[0])).toMatchObject({ kind: 'absence-substitute-named', lang: 'bg' });
  });

  it('changes after the request: a recount and an early end told to the requester, files added told to the approver', async () => {
    const [own, ended, lead] = [address('requester-en'), address('requester-mk'), address('lead-bg')];
    const approved = absence({ status: 'approved', requested_days: 3, chain: [], waiting_for_user_id: null });
    await publisher.publish(ABSENCE_RECOUNTED.key, { ...event(approved, [requester(own, 'en')], null), change: { before_days: 4 } }, meta());
    expect(lines(await mailTo(own))).toContain("The company's holidays changed, so your request for Vacation, 30-Dec-2026 – 05-Jan-2027 was counted again: 4 → 3 working days.");

    const cut = absence({ status: 'approved', end_date: '2027-01-04', requested_days: 3, chain: [], waiting_for_user_id: null });
    await publisher.publish(ABSENCE_ENDED.key, { ...event(cut, [requester(ended, 'mk')], 30), change: { before_days: 4, before_end_date: '2027-01-05', reason: 'Се врати порано' } }, meta());
    const endMail = await mailTo(ended);
    expect(endMail.subject).toBe('Вашето отсуство е предвремено завршено: Годишен одмор, 30-дек-2026 – 04-јан-2027');
    expect(endMail.text).toContain('требаше да трае до 05-јан-2027');
    expect(endMail.text).toContain('Причина: Се врати порано');

    const pending = absence();
    await publisher.publish(ABSENCE_FILES_ADDED.key, { ...event(pending, [{ ...approver(lead, 'bg'), reason: 'approver' }]), change: { file_names: ['болничен.pdf'] } }, meta());
    const filesMail = await mailTo(lead);
    expect(filesMail.subject).toBe('Ана Петровска добави файлове към заявката: Платен годишен отпуск, 30-дек-2026 – 05-яну-2027');
    expect(filesMail.text).toContain('болничен.pdf');
    expect(await waitFor(async () => (await sentRows(lead))[0])).toMatchObject({ kind: 'absence-files-added' });
  });

  it('approved: the requester is told in Macedonian', async () => {
    const to = address('approved-mk');
    const request = absence({ status: 'approved', waiting_for_user_id: null });
    await publisher.publish(ABSENCE_APPROVED.key, event(request, [requester(to, 'mk')], 10), meta());

    const mail = await mailTo(to);
    expect(mail.subject).toBe('Вашето барање за отсуство е одобрено: Годишен одмор, 30-дек-2026 – 05-јан-2027');
    expect(lines(mail)).toEqual(expect.arrayContaining(['Статус: Одобрено', `${PUBLIC_URL}/absences/${request.id}`]));
    expect(await waitFor(async () => (await sentRows(to))[0])).toMatchObject({ kind: 'absence-approved', lang: 'mk' });
  });

  it('declined: the requester is told in Bulgarian, with who declined and the reason', async () => {
    const to = address('declined-bg');
    const request = absence({
      status: 'declined',
      decline_reason: 'Твърде много хора отсъстват',
      chain: [{ step: 'team_lead', holder_user_id: 8, holder_name: 'Марко Николов', status: 'declined', acted_by_user_id: 8, acted_by_name: 'Марко Николов', acted_at: '2026-11-30T09:00:00Z', reason: 'Твърде много хора отсъстват' }],
      waiting_for_user_id: null,
    });
    await publisher.publish(ABSENCE_DECLINED.key, event(request, [requester(to, 'bg')], 8), meta());

    const mail = await mailTo(to);
    expect(mail.subject).toBe('Заявката ви за отсъствие е отхвърлена: Платен годишен отпуск, 30-дек-2026 – 05-яну-2027');
    expect(mail.text).toContain('е отхвърлена от Марко Николов.');
    expect(lines(mail)).toEqual(expect.arrayContaining(['Причина за отхвърляне: Твърде много хора отсъстват', `${PUBLIC_URL}/absences/${request.id}`]));
    expect(mail.html).toContain('Твърде много хора отсъстват');
  });

  it('cancelled: the requester is told, and the approver it waited for learns it no longer does', async () => {
    const [own, lead] = [address('cancelled-en'), address('withdrawn-en')];
    const request = absence({ status: 'cancelled', waiting_for_user_id: null });
    await publisher.publish(ABSENCE_CANCELLED.key, event(request, [requester(own, 'en'), approver(lead, 'en')]), meta());

    expect((await mailTo(own)).subject).toBe('Your absence request is cancelled: Vacation, 30-Dec-2026 – 05-Jan-2027');
    const toLead = await mailTo(lead);
    expect(toLead.subject).toBe('Absence request cancelled: Ана Петровска, Vacation, 30-Dec-2026 – 05-Jan-2027');
    expect(toLead.text).toContain('It no longer waits for your decision.');
    expect(await waitFor(async () => (await sentRows(own))[0])).toMatchObject({ kind: 'absence-cancelled', lang: 'en' });
  });

  it('sends one e-mail per recipient for an event delivered more than once', async () => {
    const [lead, own] = [address('dup-lead'), address('dup-own')];
    const payload = event(absence({ status: 'pending' }), [approver(lead, 'en'), requester(own, 'mk')]);
    const id = randomUUID();
    // Twice at once (one waits for the other's inbox row), then again once both e-mails are out.
    await Promise.all([publisher.publish(ABSENCE_SUBMITTED.key, payload, meta(), id), publisher.publish(ABSENCE_SUBMITTED.key, payload, meta(), id)]);
    await waitFor(() => smtp.mailsTo(lead).length > 0 && smtp.mailsTo(own).length > 0);
    await waitFor(async () => (await sentRows(lead)).length > 0 && (await sentRows(own)).length > 0);
    await publisher.publish(ABSENCE_SUBMITTED.key, payload, meta(), id);
    await sleep(1500); // time for a second e-mail, were one coming
    expect(smtp.mailsTo(lead)).toHaveLength(1);
    expect(smtp.mailsTo(own)).toHaveLength(1);
    expect(await sentRows(lead)).toHaveLength(1);
    expect(await sentRows(own)).toHaveLength(1);
    expect(await sql('SELECT 1 FROM notifications.processed_events WHERE event_id = $1', [id])).toHaveLength(1);
  });

  it('lets the inbox alone stop a redelivered event (even were the record of the sent e-mail gone)', async () => {
    const to = address('inbox');
    const payload = event(absence({ status: 'approved' }), [requester(to, 'en')]);
    const { id } = await publisher.publish(ABSENCE_APPROVED.key, payload, meta());
    await mailTo(to);
    await waitFor(async () => (await sentRows(to)).length > 0);
    await sql('DELETE FROM notifications.sent_emails WHERE "to" = $1', [to]);
    await publisher.publish(ABSENCE_APPROVED.key, payload, meta(), id);
    await sleep(1500);
    expect(smtp.mailsTo(to)).toHaveLength(1);
  });

  it('sends nothing when absence names nobody, and goes on with the next event', async () => {
    const { id } = await publisher.publish(ABSENCE_SUBMITTED.key, event(absence(), []), meta());
    const next = address('after-empty');
    await publisher.publish(ABSENCE_APPROVED.key, event(absence({ status: 'approved' }), [requester(next, 'en')]), meta());
    await mailTo(next);
    expect(await waitFor(async () => (await sql('SELECT 1 FROM notifications.processed_events WHERE event_id = $1', [id])).length > 0)).toBe(true);
  });
});
