import { ABSENCE_APPROVED, ABSENCE_CANCELLED, ABSENCE_DECIDED, ABSENCE_DECLINED, ABSENCE_ENDED, ABSENCE_FILES_ADDED, ABSENCE_RECOUNTED, ABSENCE_SUBMITTED, type AbsenceRequestEvent, type AbsenceView, type EventEnvelope } from '@presently/contracts';
import { ABSENCE_EMAIL_KIND_OF_EVENT, type AbsenceEmailJob, emailIdOf, parseAbsenceEvent } from './absence-email-job';

const id = '0b6a8f0e-3f43-4c1e-9a52-1c7d2b7d9a10';
const request: AbsenceView = {
  id: 42,
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
    { step: 'team_lead', holder_user_id: 8, holder_name: 'Марко Николов', status: 'approved', acted_by_user_id: 9, acted_by_name: 'Елена Стојанова', acted_at: '2026-12-01T09:00:00Z', reason: null },
    { step: 'department_manager', holder_user_id: 10, holder_name: 'Иван Иванов', status: 'waiting', acted_by_user_id: null, acted_by_name: null, acted_at: null, reason: null },
  ],
  waiting_for_user_id: 10,
  files: [],
  missing_document: false,
  submitted_by_user_id: 7,
  submitted_at: '2026-11-30T08:00:00Z',
};
const recipients: AbsenceRequestEvent['recipients'] = [
  { user_id: 10, email: 'ivan@example.com', full_name: 'Иван Иванов', lang: 'bg', reason: 'next_approver' },
  { user_id: 7, email: 'ana@example.com', full_name: 'Ана Петровска', lang: 'mk', reason: 'requester' },
];
const envelope = (payload: Partial<AbsenceRequestEvent>, eventId = id): EventEnvelope<Partial<AbsenceRequestEvent>> => ({
  id: eventId,
  name: ABSENCE_DECIDED.key,
  occurredAt: '2026-12-01T09:00:00.000Z',
  meta: { requestId: 'req-1', actor: { userId: 9, companyId: 1, roleId: 3, lang: 'en' } },
  payload,
});
const event = (over: Partial<AbsenceRequestEvent> = {}) => envelope({ company_id: 1, request, actor_user_id: 9, recipients, ...over });
const URL_BASE = 'https://presently.example';
const jobsOf = (env: EventEnvelope<Partial<AbsenceRequestEvent>>): AbsenceEmailJob[] => {
  const parsed = parseAbsenceEvent('absence-decided', env, URL_BASE);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value.jobs;
};

describe('an absence event on the way in', () => {
  it('maps each of the eight events to its kind of e-mail', () => {
    expect(ABSENCE_EMAIL_KIND_OF_EVENT).toEqual({
      [ABSENCE_SUBMITTED.key]: 'absence-submitted',
      [ABSENCE_DECIDED.key]: 'absence-decided',
      [ABSENCE_APPROVED.key]: 'absence-approved',
      [ABSENCE_DECLINED.key]: 'absence-declined',
      [ABSENCE_CANCELLED.key]: 'absence-cancelled',
      [ABSENCE_RECOUNTED.key]: 'absence-recounted',
      [ABSENCE_ENDED.key]: 'absence-ended',
      [ABSENCE_FILES_ADDED.key]: 'absence-files-added',
    });
  });

  it('becomes one job per recipient, each in the recipient’s language, with the request’s details and link', () => {
    const [approver, requester] = jobsOf(event());
    expect(approver).toEqual({
      kind: 'absence-decided',
      eventId: emailIdOf(id, 10),
      sourceEventId: id,
      requestId: 'req-1',
      userId: 10,
      to: 'ivan@example.com',
      lang: 'bg',
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
      // The substitute who acted, not the holder of the step.
      approvedBy: 'Елена Стојанова',
      declinedBy: null,
      waitingFor: 'Иван Иванов',
      link: 'https://presently.example/absences/42',
      onBehalfOf: null,
      beforeDays: null,
      beforeEndDate: null,
      changeReason: null,
      fileNames: [],
    });
    expect(requester).toMatchObject({ userId: 7, to: 'ana@example.com', lang: 'mk', reason: 'requester', eventId: emailIdOf(id, 7) });
  });

  it('carries what changed and whom a substitute stands in for', () => {
    const substitute = { ...recipients[0], user_id: 11, reason: 'substitute' as const, on_behalf_of: 'Иван Иванов' };
    const [job] = jobsOf(event({ recipients: [substitute], change: { before_days: 5, before_end_date: '2027-01-08', reason: ' Back\nearly ', file_names: ['a.pdf'] } }));
    expect(job).toMatchObject({ reason: 'substitute', onBehalfOf: 'Иван Иванов', beforeDays: 5, beforeEndDate: '2027-01-08', changeReason: 'Back early', fileNames: ['a.pdf'] });
    expect(parseAbsenceEvent('absence-ended', event({ change: { before_end_date: '08-01-2027' } }), URL_BASE)).toMatchObject({ ok: false, errors: { 'change.before_end_date': ['invalid'] } });
  });

  it('gives each recipient an id of its own that a redelivered event gives again', () => {
    expect(emailIdOf(id, 10)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(emailIdOf(id, 10)).toBe(emailIdOf(id.toUpperCase(), 10));
    expect(emailIdOf(id, 10)).not.toBe(emailIdOf(id, 7));
    expect(emailIdOf(id, 10)).not.toBe(emailIdOf('1b6a8f0e-3f43-4c1e-9a52-1c7d2b7d9a10', 10));
  });

  it('sends one e-mail to a recipient listed twice', () => {
    expect(jobsOf(event({ recipients: [recipients[0], { ...recipients[0], reason: 'requester' }] }))).toHaveLength(1);
  });

  it('queues nothing when absence names nobody to tell', () => {
    expect(parseAbsenceEvent('absence-submitted', event({ recipients: [] }), URL_BASE)).toEqual({ ok: true, value: { jobs: [], refused: [] } });
  });

  it('writes in English for a language it has no templates for, never in the actor’s', () => {
    expect(jobsOf(event({ recipients: [{ ...recipients[0], lang: 'de' as 'en' }] }))[0].lang).toBe('en');
    expect(jobsOf(event({ recipients: [{ ...recipients[0], lang: 'MK' as 'mk' }] }))[0].lang).toBe('mk');
  });

  it('takes the public address with or without a trailing slash', () => {
    const parsed = parseAbsenceEvent('absence-approved', event(), 'http://localhost:8080/');
    expect(parsed).toMatchObject({ ok: true, value: { jobs: [{ link: 'http://localhost:8080/absences/42' }, { link: 'http://localhost:8080/absences/42' }] } });
  });

  it('names who declined, and keeps the reason on one line', () => {
    const declined = {
      ...request,
      status: 'declined' as const,
      decline_reason: ' Премногу луѓе\r\nсе отсутни ',
      chain: [{ ...request.chain[0], status: 'declined' as const, acted_by_user_id: 8, acted_by_name: 'Марко Николов' }],
      waiting_for_user_id: null,
    };
    const [job] = jobsOf(event({ request: declined, recipients: [recipients[1]] }));
    expect(job).toMatchObject({ status: 'declined', declineReason: 'Премногу луѓе се отсутни', declinedBy: 'Марко Николов', approvedBy: null, waitingFor: null });
  });

  it('keeps the chosen days (rest days) sorted and once each', () => {
    const rest = { ...request, absence_type_id: 11, dates: ['2026-12-12', '2026-12-05', '2026-12-12'] };
    expect(jobsOf(event({ request: rest }))[0].dates).toEqual(['2026-12-05', '2026-12-12']);
  });

  it('leaves out a recipient it cannot use and tells the others', () => {
    const parsed = parseAbsenceEvent('absence-decided', event({ recipients: [{ ...recipients[0], email: 'a@example.com, b@example.com' }, recipients[1]] }), URL_BASE);
    expect(parsed).toMatchObject({ ok: true, value: { jobs: [{ userId: 7 }], refused: [{ index: 0, errors: { email: ['invalid'] } }] } });
  });

  it('refuses an event whose request it cannot use', () => {
    const broken = { ...request, id: 0, absence_type_id: 12, start_date: '2026-02-30', status: 'lost' as 'pending' };
    expect(parseAbsenceEvent('absence-decided', event({ request: broken }), URL_BASE)).toEqual({
      ok: false,
      errors: { 'request.id': ['invalid'], 'request.absence_type_id': ['invalid'], 'request.start_date': ['invalid'], 'request.status': ['invalid'] },
    });
    expect(parseAbsenceEvent('absence-decided', { ...event(), id: 'x' }, URL_BASE)).toMatchObject({ ok: false, errors: { id: ['invalid'] } });
    expect(parseAbsenceEvent('absence-decided', envelope({ company_id: 1, request }), URL_BASE)).toMatchObject({ ok: false, errors: { recipients: ['invalid'] } });
    expect(parseAbsenceEvent('absence-decided', envelope({}), URL_BASE)).toMatchObject({ ok: false });
  });
});
