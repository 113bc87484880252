import { absenceForm, pdfDocument, windowsExecutable } from '../support/absence-files';
import { absenceMails, waitForAbsenceMail } from '../support/absence-mail';
import { approvalCompany, weekAhead, type ApprovalCompany, type Member } from '../support/absence-people';
import { bearer, json } from '../support/identity';
import { addPerson, dataOf, eventually, itemsOf, newCompany, type Company, type Person } from '../support/people';
import { api, baseUrl } from '../support/stack';

interface ChainStep {
  step: string;
  holder_user_id: number;
  holder_name: string;
  status: string;
  acted_by_user_id: number | null;
  reason: string | null;
}
interface Absence {
  id: number;
  user_id: number;
  absence_type_id: number;
  start_date: string;
  end_date: string;
  requested_days: number;
  status: string;
  decline_reason: string | null;
  chain: ChainStep[];
  waiting_for_user_id: number | null;
  files: Array<{ id: number; name: string; mime: string; size: number }>;
  missing_document: boolean;
  audit?: Array<{ action: string; actor_user_id: number | null; detail: string | null }>;
}
interface Balance {
  id: number;
  days: number;
  used_days: number;
  pending_days: number;
  unused_days: number;
}
interface DayView {
  date: string;
  absence_type_id: number | null;
  segments: Array<{ presence_type_id: number; minutes: number }>;
  totals: { by_type: Array<{ presence_type_id: number; minutes: number }> };
}

const post = (path: string, token: string, body: unknown = {}) => api(path, json(body, token));
const get = (path: string, token: string) => api(path, bearer(token));
const ask = async (who: Person, body: Record<string, unknown>): Promise<Absence> => {
  const res = await post('/api/absences', who.token, body);
  if (res.status !== 201) throw new Error(`POST /api/absences answered ${res.status}: ${JSON.stringify(res.body)}`);
  return dataOf<Absence>(res);
};
const details = async (id: number, who: Person) => dataOf<Absence>(await get(`/api/absences/${id}`, who.token));
const balance = async (who: Person) => dataOf<Balance[]>(await get('/api/my-vacation-days', who.token));
const waitingFor = async (who: Person) => dataOf<Absence[]>(await get('/api/absence-approvals', who.token)).map((a) => a.id);
const dayOf = async (who: Person, date: string) => dataOf<DayView>(await post(`/api/my-personal-presence-history?date=${date}`, who.token));
const ABSENCE_MARKER = 4;
const pathOf = (link: string) => new URL(link).pathname;

/** A download as raw bytes (the JSON helper would decode them as text). */
async function download(path: string, token: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(`${baseUrl}${path}`, bearer(token));
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Absences and approvals through the gateway with every service running (issue 11): a vacation
 * request through the whole chain with the e-mails each approver and the requester get from the real
 * SMTP capture, the balance and presence's day marker once approved; a decline with its reason and
 * approve-all; attachments checked by content; and a second company that can neither see nor decide
 * the first one's requests.
 */
describe('absences through the gateway', () => {
  const year = new Date().getUTCFullYear();
  let a: ApprovalCompany;
  let lead: Member;
  let deplead: Member;
  let hr: Member;
  let gm: Member;
  let e: Member[];

  beforeAll(async () => {
    a = await approvalCompany('absence-a', 4, year);
    ({ lead, deplead, hr, gm } = a);
    e = a.employees;
  });

  describe('a vacation request through the whole chain', () => {
    const week = weekAhead(3);
    const start = week.day(0);
    const end = week.day(2);
    let request: Absence;
    let expectedDays: number;

    it('previews the working days and what would be left, then submits: pending, the chain with its holders, waiting for the team lead', async () => {
      const preview = await get(`/api/absence-preview?absence_type_id=1&start_date=${start}&end_date=${end}`, e[0].token);
      expect(preview.status).toBe(200);
      expectedDays = (preview.body.data as { requested_days: number }).requested_days;
      expect(expectedDays).toBeGreaterThan(0);
      expect(expectedDays).toBeLessThanOrEqual(3);
      expect((preview.body.data as { remaining_days: number }).remaining_days).toBe(20 - expectedDays);

      const before = await balance(e[0]);
      expect(before).toHaveLength(1);
      expect(before[0]).toMatchObject({ days: 20, used_days: 0, pending_days: 0, unused_days: 20 });

      request = await ask(e[0], { absence_type_id: 1, start_date: start, end_date: end, comment: 'Family trip' });
      expect(request).toMatchObject({ user_id: e[0].userId, absence_type_id: 1, start_date: start, end_date: end, status: 'pending', requested_days: expectedDays, waiting_for_user_id: lead.userId });
      expect(request.chain.map((s) => [s.step, s.holder_user_id, s.status])).toEqual([
        ['team_lead', lead.userId, 'waiting'],
        ['department_manager', deplead.userId, 'upcoming'],
        ['human_resources', hr.userId, 'upcoming'],
        ['general_manager', gm.userId, 'upcoming'],
      ]);
      // Pending days are held: what is left already counts them out.
      expect((await balance(e[0]))[0]).toMatchObject({ used_days: 0, pending_days: expectedDays, unused_days: 20 - expectedDays });
      // Only an approved absence marks the day in presence.
      const pendingDay = await dayOf(e[0], start);
      expect(pendingDay.absence_type_id).toBeNull();
      expect(pendingDay.segments.map((s) => s.presence_type_id)).not.toContain(ABSENCE_MARKER);
    });

    it('e-mails the team lead a link to the request; only the step’s holder may decide it', async () => {
      const mail = await waitForAbsenceMail(lead.email, request.id);
      expect(mail.links.map(pathOf)).toContain(`/absences/${request.id}`);
      expect(mail.text).toContain(e[0].fullName);
      expect(await waitingFor(lead)).toContain(request.id);
      expect(await waitingFor(deplead)).not.toContain(request.id);
      expect(await post(`/api/absences/${request.id}/approve`, deplead.token)).toMatchObject({ status: 403, body: { error: 'no_permission' } });
      expect(await post(`/api/absences/${request.id}/approve`, gm.token)).toMatchObject({ status: 403, body: { error: 'no_permission' } });
      // The requester is no approver at all: the gateway keeps role 5 off the approvals screen.
      expect((await post(`/api/absences/${request.id}/approve`, e[0].token)).status).toBe(403);
    });

    it('moves step by step: each approval e-mails the next approver and the requester', async () => {
      const steps: Array<[Member, Member | null]> = [
        [lead, deplead],
        [deplead, hr],
        [hr, gm],
      ];
      for (const [approver, next] of steps) {
        const res = await post(`/api/absences/${request.id}/approve`, approver.token);
        expect(res.status).toBe(200);
        const view = dataOf<Absence>(res);
        expect(view.status).toBe('pending');
        expect(view.waiting_for_user_id).toBe(next?.userId);
        expect(view.chain.find((s) => s.holder_user_id === approver.userId)).toMatchObject({ status: 'approved', acted_by_user_id: approver.userId });
        const toNext = await waitForAbsenceMail((next as Member).email, request.id);
        expect(toNext.text).toContain(e[0].fullName);
        const toRequester = await waitForAbsenceMail(e[0].email, request.id);
        expect(toRequester.links.map(pathOf)).toContain(`/absences/${request.id}`);
      }
    });

    it('is approved by the last step; the requester is told; a second decision is 409', async () => {
      const res = await post(`/api/absences/${request.id}/approve`, gm.token);
      expect(res.status).toBe(200);
      expect(dataOf<Absence>(res)).toMatchObject({ status: 'approved', waiting_for_user_id: null });
      const told = await waitForAbsenceMail(e[0].email, request.id, (m) => /approved/i.test(m.subject));
      expect(told.text).toContain(String(expectedDays));
      expect(await post(`/api/absences/${request.id}/approve`, gm.token)).toMatchObject({ status: 409, body: { error: 'absence_not_pending' } });
      expect(await post(`/api/absences/${request.id}/decline`, lead.token, { reason: 'Too late' })).toMatchObject({ status: 409, body: { error: 'absence_not_pending' } });

      const seen = await details(request.id, e[0]);
      expect(seen.chain.map((s) => [s.step, s.status, s.acted_by_user_id])).toEqual([
        ['team_lead', 'approved', lead.userId],
        ['department_manager', 'approved', deplead.userId],
        ['human_resources', 'approved', hr.userId],
        ['general_manager', 'approved', gm.userId],
      ]);
      expect(seen.audit?.map((x) => x.action)).toEqual(['submitted', 'approved', 'approved', 'approved', 'approved']);
      // Approving was the last e-mail of the request: nobody else was written to.
      const recipients = (await absenceMails(request.id)).flatMap((m) => m.to).sort();
      expect(recipients).toEqual([lead.email, deplead.email, hr.email, gm.email, e[0].email, e[0].email, e[0].email, e[0].email].map((x) => x.toLowerCase()).sort());
    });

    it('counts the days as used in GET /api/my-vacation-days', async () => {
      expect((await balance(e[0]))[0]).toMatchObject({ days: 20, used_days: expectedDays, pending_days: 0, unused_days: 20 - expectedDays });
    });

    it('shows the days as absence in presence: the type-4 Absence marker on the day', async () => {
      const day = await eventually(
        () => dayOf(e[0], start),
        (d) => d.absence_type_id === 1,
      );
      expect(day).toMatchObject({ date: start, absence_type_id: 1 });
      expect(day.segments.map((s) => s.presence_type_id)).toContain(ABSENCE_MARKER);
      expect(day.totals.by_type.map((t) => t.presence_type_id)).toContain(ABSENCE_MARKER);
      // The week view tells the same of that day; the day after the absence is an ordinary one.
      const weekView = dataOf<{ days: DayView[] }>(await get(`/api/my-presence-given-day-week?date=${start}`, e[0].token));
      expect(weekView.days.find((d) => d.date === start)).toMatchObject({ absence_type_id: 1 });
      const after = await dayOf(e[0], week.day(3));
      expect(after.absence_type_id).toBeNull();
      expect(after.segments.map((s) => s.presence_type_id)).not.toContain(ABSENCE_MARKER);
    });
  });

  describe('declining, and approve-all', () => {
    it('declines with a reason: the request ends, the requester’s e-mail carries the reason, the days come back', async () => {
      const week = weekAhead(4);
      const request = await ask(e[1], { absence_type_id: 1, start_date: week.day(0), end_date: week.day(1), comment: 'Moving house' });
      await waitForAbsenceMail(lead.email, request.id);
      expect((await balance(e[1]))[0].pending_days).toBe(request.requested_days);

      expect(await post(`/api/absences/${request.id}/decline`, lead.token, {})).toMatchObject({ status: 422, body: { errors: { reason: ['field_required'] } } });
      expect(await post(`/api/absences/${request.id}/decline`, lead.token, { reason: 'x'.repeat(251) })).toMatchObject({ status: 422, body: { errors: { reason: ['max_250_characters'] } } });
      const reason = 'The release is that week; please pick another';
      const res = await post(`/api/absences/${request.id}/decline`, lead.token, { reason });
      expect(res.status).toBe(200);
      expect(dataOf<Absence>(res)).toMatchObject({ status: 'declined', decline_reason: reason, waiting_for_user_id: null });
      expect(dataOf<Absence>(res).chain[0]).toMatchObject({ step: 'team_lead', status: 'declined', reason, acted_by_user_id: lead.userId });

      const mail = await waitForAbsenceMail(e[1].email, request.id);
      expect(mail.text).toContain(reason);
      expect(mail.links.map(pathOf)).toContain(`/absences/${request.id}`);
      // One decline ends it: no later approver hears of it, nobody can approve it.
      expect(await post(`/api/absences/${request.id}/approve`, lead.token)).toMatchObject({ status: 409, body: { error: 'absence_not_pending' } });
      expect((await absenceMails(request.id)).flatMap((m) => m.to).sort()).toEqual([lead.email, e[1].email].map((x) => x.toLowerCase()).sort());
      expect((await balance(e[1]))[0]).toMatchObject({ used_days: 0, pending_days: 0, unused_days: 20 });
    });

    it('approves every request waiting for the team lead at once; each then waits for the department manager, who is e-mailed', async () => {
      const week = weekAhead(5);
      const first = await ask(e[1], { absence_type_id: 1, start_date: week.day(0), end_date: week.day(0), comment: 'Dentist and a rest' });
      const second = await ask(e[2], { absence_type_id: 1, start_date: week.day(1), end_date: week.day(2), comment: 'Wedding' });
      await waitForAbsenceMail(lead.email, first.id);
      await waitForAbsenceMail(lead.email, second.id);
      expect(await waitingFor(lead)).toEqual(expect.arrayContaining([first.id, second.id]));

      const res = await post('/api/absence-approvals/approve-all', lead.token);
      expect(res.status).toBe(200);
      const result = dataOf<{ count: number; ids: number[] }>(res);
      expect(result.ids).toEqual(expect.arrayContaining([first.id, second.id]));
      expect(result.count).toBe(result.ids.length);
      expect(await waitingFor(lead)).toEqual([]);

      for (const [r, who] of [
        [first, e[1]],
        [second, e[2]],
      ] as const) {
        expect(await details(r.id, who)).toMatchObject({ status: 'pending', waiting_for_user_id: deplead.userId });
        await waitForAbsenceMail(deplead.email, r.id);
        await waitForAbsenceMail(who.email, r.id);
      }
      expect(await waitingFor(deplead)).toEqual(expect.arrayContaining([first.id, second.id]));
    });
  });

  describe('attachments, checked by content', () => {
    const week = weekAhead(6);
    const fields = { absence_type_id: 3, start_date: week.day(0), end_date: week.day(1), comment: 'Flu' };
    const pdf = pdfDocument();
    let withFile: Absence;

    it('accepts a real PDF in a multipart request and gives the same bytes back', async () => {
      const res = await api('/api/absences', bearer(e[3].token, { method: 'POST', body: absenceForm(fields, [{ name: 'sick-note.pdf', mime: 'application/pdf', bytes: pdf }]) }));
      expect(res.status).toBe(201);
      withFile = dataOf<Absence>(res);
      expect(withFile).toMatchObject({ absence_type_id: 3, status: 'pending', missing_document: false });
      expect(withFile.files).toHaveLength(1);
      expect(withFile.files[0]).toMatchObject({ name: 'sick-note.pdf', mime: 'application/pdf', size: pdf.length });

      const mine = await download(`/api/absences/${withFile.id}/files/${withFile.files[0].id}`, e[3].token);
      expect(mine.status).toBe(200);
      expect(mine.type).toMatch(/^application\/pdf/);
      expect(mine.bytes.equals(pdf)).toBe(true);
      // The team lead deciding it reads the same file.
      const leads = await download(`/api/absences/${withFile.id}/files/${withFile.files[0].id}`, lead.token);
      expect(leads.status).toBe(200);
      expect(leads.bytes.equals(pdf)).toBe(true);
      // A colleague out of the request's scope does not.
      expect((await download(`/api/absences/${withFile.id}/files/${withFile.files[0].id}`, e[2].token)).status).toBe(404);
    });

    it('refuses a 2 MB PDF, a renamed executable and an executable behind a PDF header with 422 keys, leaving no request', async () => {
      const before = (await get('/api/my-absences?per_page=100', e[3].token)).body.data as { total: number };
      const big = pdfDocument(2 * 1024 * 1024);
      const exe = windowsExecutable();
      const disguised = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), exe]);
      const cases: Array<[string, Buffer, string]> = [
        ['scan.pdf', big, 'file_too_large_1mb'],
        ['certificate.pdf', exe, 'file_format_pdf_jpg'],
        ['report.pdf', disguised, 'file_format_pdf_jpg'],
      ];
      const answers = [];
      for (const [name, bytes] of cases) {
        const res = await api('/api/absences', bearer(e[3].token, { method: 'POST', body: absenceForm({ ...fields, start_date: week.day(3), end_date: week.day(3) }, [{ name, mime: 'application/pdf', bytes }]) }));
        answers.push({ name, status: res.status, body: res.body });
      }
      // Under `files`, the form's field (the gateway's documented 422), whatever documents calls it inside.
      expect(answers).toEqual(cases.map(([name, , key]) => ({ name, status: 422, body: { errors: { files: [key] } } })));
      expect(((await get('/api/my-absences?per_page=100', e[3].token)).body.data as { total: number }).total).toBe(before.total);
    });

    describe('another company', () => {
      let b: Company;
      let bHr: Person;
      let bLead: Person;
      let own: Absence;

      beforeAll(async () => {
        b = await newCompany('absence-b');
        [bHr, bLead] = await Promise.all([addPerson(b, 3), addPerson(b, 6)]);
        const res = await api('/api/absences', bearer(b.admin.token, { method: 'POST', body: absenceForm(fields, [{ name: 'own.pdf', mime: 'application/pdf', bytes: pdfDocument(0, 'B') }]) }));
        if (res.status !== 201) throw new Error(`B's request answered ${res.status}: ${JSON.stringify(res.body)}`);
        own = dataOf<Absence>(res);
      });

      it('can neither see nor decide company A’s request, nor read its file (404), by any of its roles', async () => {
        const id = withFile.id;
        const fileId = withFile.files[0].id;
        const before = await details(id, e[3]);
        for (const who of [b.admin, bHr, bLead]) {
          expect({ who: who.userId, res: await get(`/api/absences/${id}`, who.token) }).toMatchObject({ res: { status: 404 } });
          expect((await post(`/api/absences/${id}/approve`, who.token)).status).toBe(404);
          expect((await post(`/api/absences/${id}/decline`, who.token, { reason: 'Not yours' })).status).toBe(404);
          expect((await post(`/api/absences/${id}/cancel`, who.token)).status).toBe(404);
          expect((await download(`/api/absences/${id}/files/${fileId}`, who.token)).status).toBe(404);
          // A's file through B's own request is no way round.
          expect((await download(`/api/absences/${own.id}/files/${fileId}`, who.token)).status).toBe(404);
        }
        // Lists never show it, even filtered by A's people.
        const listed = itemsOf<Absence>(await get(`/api/absences?user_id=${e[3].userId}&per_page=100`, b.admin.token));
        expect(listed).toEqual([]);
        expect(itemsOf<Absence>(await get('/api/absences?per_page=100', bHr.token)).map((x) => x.id)).not.toContain(id);
        expect(await waitingFor(bHr)).not.toContain(id);
        // Approve-all and decline-all decide only B's own.
        const all = dataOf<{ ids: number[] }>(await post('/api/absence-approvals/decline-all', bHr.token, { reason: 'Guessing' }));
        expect(all.ids).not.toContain(id);

        const after = await details(id, e[3]);
        expect(after).toMatchObject({ status: before.status, waiting_for_user_id: before.waiting_for_user_id, decline_reason: null });
        expect(after.chain).toEqual(before.chain);
        expect(after.audit).toEqual(before.audit);
      });

      it('finds nothing by guessing the ids around A’s', async () => {
        const ownIds = new Set(itemsOf<Absence>(await get('/api/absences?per_page=100', b.admin.token)).map((x) => x.id));
        for (let id = withFile.id - 5; id <= withFile.id + 5; id++) {
          if (id < 1 || ownIds.has(id)) continue;
          expect({ id, status: (await get(`/api/absences/${id}`, b.admin.token)).status }).toEqual({ id, status: 404 });
          expect({ id, status: (await post(`/api/absences/${id}/approve`, b.admin.token)).status }).toEqual({ id, status: 404 });
        }
      });

      it('leaves A’s request to A: its team lead still approves it', async () => {
        const res = await post(`/api/absences/${withFile.id}/approve`, lead.token);
        expect(res.status).toBe(200);
        expect(dataOf<Absence>(res).waiting_for_user_id).toBe(deplead.userId);
      });
    });
  });
});
