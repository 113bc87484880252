import { absenceForm, pdfDocument } from '../support/absence-files';
import { waitForAbsenceMail, waitForMailLinking } from '../support/absence-mail';
import { approvalCompany, weekAhead, type ApprovalCompany, type Member } from '../support/absence-people';
import { bearer, json } from '../support/identity';
import { dataOf, put, type Person } from '../support/people';
import { api } from '../support/stack';

interface Absence {
  id: number;
  status: string;
  requested_days: number;
  chain: Array<{ step: string; holder_user_id: number; status: string; acted_by_user_id: number | null }>;
}
interface Coverage {
  team_id: number | null;
  team_size: number | null;
  max_percent: number | null;
  action: string;
  days: Array<{ date: string; approved: number; pending: number; exceeded: boolean }>;
}

const post = (path: string, token: string, body: unknown = {}) => api(path, json(body, token));
const get = (path: string, token: string) => api(path, bearer(token));
const VACATION = 1;
const PERSONAL_DAYS = 2;

/** Two weekdays, `weeks` ahead, that the server counts as working days for `who` (no holiday on them). */
async function twoWorkingDays(who: Person, weeks: number): Promise<{ start: string; end: string }> {
  for (let w = weeks; w < weeks + 10; w += 1) {
    const week = weekAhead(w);
    const [start, end] = [week.day(1), week.day(2)];
    const preview = await get(`/api/absence-preview?absence_type_id=${VACATION}&start_date=${start}&end_date=${end}`, who.token);
    if (preview.status === 200 && dataOf<{ requested_days: number }>(preview).requested_days === 2) return { start, end };
  }
  throw new Error('no two working days in the coming weeks');
}

const changeSettings = async (a: ApprovalCompany, change: Record<string, unknown>) => {
  const settings = dataOf<Record<string, unknown>>(await get('/api/settings', a.company.admin.token));
  const res = await api('/api/settings', put({ ...settings, ...change }, a.company.admin.token));
  if (res.status !== 200) throw new Error(`PUT /api/settings answered ${res.status}: ${JSON.stringify(res.body)}`);
  return dataOf<Record<string, unknown>>(res);
};

/**
 * What issue 11 adds around a request, through the gateway with every service running: the company's
 * maximum share of a team off at once (refused, or flagged to the approver), substitutes (e-mailed when
 * named and when a request waits; deciding for the holder), personal-day allowances per company, and
 * the e-mail to the approver when files come later — each e-mail read back from the SMTP capture.
 */
describe('absences: team coverage, substitutes, allowances and later files through the gateway', () => {
  const year = new Date().getUTCFullYear();
  let a: ApprovalCompany;
  let e: Member[];

  beforeAll(async () => {
    a = await approvalCompany('absence-changes', 4, year);
    e = a.employees;
  });

  it('team coverage maximum: refused with the day and the figures; with "warn" accepted and flagged for the approver', async () => {
    // The team: its lead and four employees. At most 40 % of 5 — two people — off at once.
    const saved = await changeSettings(a, { team_coverage_max_percent: 40, team_coverage_action: 'refuse' });
    expect(saved).toMatchObject({ team_coverage_max_percent: 40, team_coverage_action: 'refuse' });
    const bad = await api('/api/settings', put({ ...saved, team_coverage_max_percent: 0 }, a.company.admin.token));
    expect(bad).toMatchObject({ status: 422, body: { errors: { team_coverage_max_percent: ['between_1_and_100'] } } });

    const { start, end } = await twoWorkingDays(e[0], 5);
    const vacation = { absence_type_id: VACATION, start_date: start, end_date: end, comment: 'Coverage' };
    expect((await post('/api/absences', e[0].token, vacation)).status).toBe(201);
    expect((await post('/api/absences', e[1].token, vacation)).status).toBe(201);
    const refused = await post('/api/absences', e[2].token, vacation);
    expect(refused).toMatchObject({ status: 422, body: { errors: { start_date: [`team_coverage_exceeded:${start}:3:5:40`] } } });

    await changeSettings(a, { team_coverage_action: 'warn' });
    const warned = await post('/api/absences', e[2].token, vacation);
    expect(warned.status).toBe(201);
    const coverage = dataOf<Coverage>(await get(`/api/absences/${dataOf<Absence>(warned).id}/team-coverage`, a.lead.token));
    expect(coverage).toEqual({
      team_id: a.teamId,
      team_size: 5,
      max_percent: 40,
      action: 'warn',
      days: [
        { date: start, approved: 0, pending: 2, exceeded: true },
        { date: end, approved: 0, pending: 2, exceeded: true },
      ],
    });
    await changeSettings(a, { team_coverage_max_percent: null });
  });

  it('a substitute is e-mailed when named, asked beside the holder when a request waits, and decides for the holder', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const until = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const candidates = dataOf<Array<{ id: number; full_name: string }>>(await get('/api/absence-substitute-candidates', a.lead.token));
    expect(candidates.map((c) => c.id)).toEqual(expect.arrayContaining([a.deplead.userId, a.hr.userId]));
    expect(candidates.map((c) => c.id)).not.toContain(a.lead.userId);
    expect(candidates.map((c) => c.id)).not.toContain(e[0].userId);
    expect((await get('/api/absence-substitute-candidates', e[0].token)).status).toBe(403);

    const named = await api('/api/my-substitute', put({ substitute_user_id: a.deplead.userId, from: today, to: until }, a.lead.token));
    expect(named).toMatchObject({ status: 200, body: { data: { substitute_user_id: a.deplead.userId } } });
    const toSubstitute = await waitForMailLinking(a.deplead.email, '/absence-requests');
    expect(toSubstitute.subject).toContain(a.lead.fullName);

    const { start, end } = await twoWorkingDays(e[3], 7);
    const request = dataOf<Absence>(await post('/api/absences', e[3].token, { absence_type_id: VACATION, start_date: start, end_date: end, comment: 'Stand-in' }));
    await waitForAbsenceMail(a.lead.email, request.id);
    const asked = await waitForAbsenceMail(a.deplead.email, request.id);
    expect(asked.subject).toContain(`you stand in for ${a.lead.fullName}`);

    const decided = await post(`/api/absences/${request.id}/approve`, a.deplead.token);
    expect(decided.status).toBe(200);
    expect(dataOf<Absence>(decided).chain[0]).toMatchObject({ step: 'team_lead', holder_user_id: a.lead.userId, acted_by_user_id: a.deplead.userId, status: 'approved' });
  });

  it('personal-day allowances: the company’s own days replace the labour code’s, until restored', async () => {
    const admin = a.company.admin.token;
    const list = dataOf<Array<{ reason_id: number; days: number; default_days: number; company_default: boolean }>>(await get('/api/personal-day-allowances', admin));
    expect(list).toHaveLength(11);
    const marriage = list.find((r) => r.reason_id === 1)!;
    expect(marriage.company_default).toBe(true);
    expect((await api('/api/personal-day-allowances', put({ allowances: [{ reason_id: 1, days: 5 }] }, e[0].token))).status).toBe(403);
    expect(await api('/api/personal-day-allowances', put({ allowances: [{ reason_id: 1, days: 61 }] }, admin))).toMatchObject({ status: 422 });

    const week = weekAhead(9);
    const days = marriage.default_days + 1;
    const ask = (who: Member) => post('/api/absences', who.token, { absence_type_id: PERSONAL_DAYS, personal_day_reason_id: 1, start_date: week.day(0), end_date: week.day(days - 1), comment: 'Wedding' });
    const over = await ask(e[0]);
    // One day more than the default (a holiday inside the week would make it fewer: then it is allowed anyway).
    if (over.status === 422) expect(over.body).toEqual({ errors: { personal_day_reason_id: ['personal_day_allowance_exceeded'] } });

    const saved = await api('/api/personal-day-allowances', put({ allowances: [{ reason_id: 1, days: days + 1 }] }, admin));
    expect(saved.status).toBe(200);
    expect(dataOf<typeof list>(saved).find((r) => r.reason_id === 1)).toMatchObject({ days: days + 1, company_default: false });
    const catalogue = dataOf<{ personal_day_reasons: Array<{ id: number; allowance_days: number }> }>(await get('/api/absence-types', e[1].token));
    expect(catalogue.personal_day_reasons.find((r) => r.id === 1)?.allowance_days).toBe(days + 1);
    expect((await ask(e[1])).status).toBe(201);

    await api('/api/personal-day-allowances', put({ allowances: [{ reason_id: 1, days: null }] }, admin));
    expect(dataOf<typeof list>(await get('/api/personal-day-allowances', admin)).find((r) => r.reason_id === 1)).toMatchObject({ days: marriage.default_days, company_default: true });
  });

  it('files added later: the approver the request waits for is e-mailed their names', async () => {
    const { start, end } = await twoWorkingDays(e[2], 11);
    const sick = dataOf<Absence & { missing_document: boolean }>(await post('/api/absences', e[2].token, { absence_type_id: 3, start_date: start, end_date: end, comment: 'Flu' }));
    expect(sick.missing_document).toBe(true);
    await waitForAbsenceMail(a.lead.email, sick.id);
    const added = await api(`/api/absences/${sick.id}/files`, bearer(e[2].token, { method: 'POST', body: absenceForm({}, [{ name: 'sick-note.pdf', mime: 'application/pdf', bytes: pdfDocument() }]) }));
    expect(added.status).toBe(200);
    expect(dataOf<{ missing_document: boolean }>(added).missing_document).toBe(false);
    const mail = await waitForAbsenceMail(a.lead.email, sick.id);
    expect(mail.text).toContain('sick-note.pdf');
  });
});
