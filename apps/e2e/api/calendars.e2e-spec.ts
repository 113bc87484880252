import ICAL from 'ical.js';
import { approvalCompany, giveVacationDays, weekAhead, type ApprovalCompany, type Member } from '../support/absence-people';
import { bearer, json } from '../support/identity';
import { addPerson, dataOf, del, newCompany, put, type Company, type Person } from '../support/people';
import { api, baseUrl } from '../support/stack';

interface CalendarAbsence {
  id: number;
  user_id: number;
  absence_type_id: number;
  status: string;
  start_date: string;
  end_date: string;
}
interface TeamCalendar {
  timezone: string;
  scope: string;
  people: Array<{ user_id: number; full_name: string }>;
  absences: CalendarAbsence[];
  holidays: Array<{ id: number; date: string; description: string }>;
  teams: Array<{ id: number }>;
}
interface MyCalendar {
  absences: CalendarAbsence[];
  holidays: Array<{ date: string; description: string }>;
  rest_days: string[];
  presence: Array<{ date: string; worked_minutes: number }>;
  balance: Array<{ unused_days: number; pending_days: number }>;
}

const get = (path: string, token: string) => api(path, bearer(token));
const post = (path: string, token: string, body: unknown = {}) => api(path, json(body, token));

/**
 * Both calendars and the iCal feeds through the gateway with every service running (issue 12): each
 * role sees its own scope of /calendar (team lead → team, department manager → department, HR,
 * general manager, administrator → company, team member → team; employee refused), /my-calendar
 * refused to the general manager and chairman, another company sees nothing of the first, and a feed
 * read by a real iCalendar parser holds exactly the approved absences and holidays the API shows.
 */
describe('calendars through the gateway', () => {
  const year = new Date().getUTCFullYear();
  const week = weekAhead(2);
  const from = week.day(-14);
  const to = week.day(20);
  const period = `from=${from}&to=${to}`;
  let a: ApprovalCompany;
  let member: Member;
  let outsider: Member;
  let chairman: Member;
  let other: Company;
  let approvedId: number;
  let pendingId: number;
  let outsiderId: number;
  let holidayId: number;

  const ask = async (who: Member, start: string, end: string) => {
    const res = await post('/api/absences', who.token, { absence_type_id: 1, start_date: start, end_date: end, comment: 'Calendar' });
    if (res.status !== 201) throw new Error(`POST /api/absences answered ${res.status}: ${JSON.stringify(res.body)}`);
    return dataOf<{ id: number }>(res).id;
  };
  const calendarOf = async (token: string, query = '') => {
    const res = await get(`/api/calendar?${period}${query}`, token);
    if (res.status !== 200) throw new Error(`GET /api/calendar answered ${res.status}: ${JSON.stringify(res.body)}`);
    return dataOf<TeamCalendar>(res);
  };

  beforeAll(async () => {
    a = await approvalCompany('calendars', 2, year);
    const admin = a.company.admin.token;
    // One approval step (the team lead's), so an approval by the lead makes the request approved.
    const settings = dataOf<Record<string, unknown>>(await get('/api/settings', admin));
    const steps = { team_lead: true, department_manager: false, human_resources: false, general_manager: false };
    expect((await api('/api/settings', put({ ...settings, approval_steps: steps }, admin))).status).toBe(200);

    [member, outsider, chairman, other] = await Promise.all([
      addPerson(a.company, 4, { department_id: a.departmentId, team_id: a.teamId }),
      addPerson(a.company, 5),
      addPerson(a.company, 8),
      newCompany('calendars-b'),
    ]);
    await giveVacationDays(a.company, outsider.userId, 20, year);
    const holiday = await post('/api/holidays', admin, { date: week.day(3), description: 'Calendar test day', type: 'public', for_all: true, nationality_id: null, religion_id: null });
    expect(holiday.status).toBe(201);
    holidayId = dataOf<{ id: number }>(holiday).id;

    approvedId = await ask(a.employees[0], week.day(0), week.day(1));
    expect((await post(`/api/absences/${approvedId}/approve`, a.lead.token)).status).toBe(200);
    pendingId = await ask(a.employees[1], week.day(1), week.day(2));
    outsiderId = await ask(outsider, week.day(7), week.day(8));
  });

  describe('GET /api/my-calendar', () => {
    it('shows an employee their own approved absence, a holiday and their balance', async () => {
      const res = await get(`/api/my-calendar?${period}`, a.employees[0].token);
      expect(res.status).toBe(200);
      const mine = dataOf<MyCalendar>(res);
      expect(mine.absences).toEqual([expect.objectContaining({ id: approvedId, status: 'approved', start_date: week.day(0), end_date: week.day(1) })]);
      expect(mine.holidays).toEqual([expect.objectContaining({ date: week.day(3), description: 'Calendar test day' })]);
      expect(mine.balance[0]).toMatchObject({ unused_days: 18 });
      expect(Array.isArray(mine.presence)).toBe(true);
    });

    it('shows the worked time presence holds for a past working day, by presence type', async () => {
      // The last weekday before yesterday, so the record lies wholly in the past in any zone.
      const day = new Date(Date.now() - 2 * 86_400_000);
      while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
      const date = day.toISOString().slice(0, 10);
      const record = { user_id: a.employees[0].userId, kind: 'work', start: `${date}T07:00:00Z`, end: `${date}T15:00:00Z`, reason: 'Worked at a client' };
      expect((await post('/api/presence/records', a.company.admin.token, record)).status).toBe(201);
      const res = await get(`/api/my-calendar?from=${date}&to=${date}`, a.employees[0].token);
      const [shown] = dataOf<MyCalendar>(res).presence as Array<{ date: string; worked_minutes: number; by_type: Array<{ presence_type_id: number; minutes: number }> }>;
      expect(shown.date).toBe(date);
      expect(shown.worked_minutes).toBeGreaterThanOrEqual(470);
      expect(shown.by_type.reduce((sum, t) => sum + t.minutes, 0)).toBeGreaterThanOrEqual(470);
    });

    it('keeps a pending request pending, and counts its days as pending in the balance', async () => {
      const mine = dataOf<MyCalendar>(await get(`/api/my-calendar?${period}`, a.employees[1].token));
      expect(mine.absences.map((x) => [x.id, x.status])).toEqual([[pendingId, 'pending']]);
      expect(mine.balance[0]).toMatchObject({ pending_days: 2 });
    });

    it('is refused to the general manager (role 2) and the chairman (role 8)', async () => {
      expect((await get(`/api/my-calendar?${period}`, a.gm.token)).status).toBe(403);
      expect((await get(`/api/my-calendar?${period}`, chairman.token)).status).toBe(403);
    });

    it('answers a period longer than 93 days, or backwards, with a key under `to`', async () => {
      expect(await get(`/api/my-calendar?from=2026-01-01&to=2026-04-04`, a.lead.token)).toMatchObject({ status: 422, body: { errors: { to: ['max_93_days'] } } });
      expect(await get(`/api/my-calendar?from=2026-01-02&to=2026-01-01`, a.lead.token)).toMatchObject({ status: 422, body: { errors: { to: ['end_before_start'] } } });
      expect(await get(`/api/my-calendar?from=2026-01-01`, a.lead.token)).toMatchObject({ status: 422, body: { errors: { to: ['field_required'] } } });
    });
  });

  describe('GET /api/calendar', () => {
    const ids = (c: TeamCalendar) => c.absences.map((x) => x.id).sort((x, y) => x - y);
    const people = (c: TeamCalendar) => c.people.map((p) => p.user_id);

    it('shows the team lead their team: the approved and the pending absence, not someone of another team', async () => {
      const c = await calendarOf(a.lead.token);
      expect(c.scope).toBe('team');
      expect(people(c)).toEqual(expect.arrayContaining([a.employees[0].userId, a.employees[1].userId, member.userId]));
      expect(people(c)).not.toContain(outsider.userId);
      expect(ids(c)).toEqual([approvedId, pendingId].sort((x, y) => x - y));
      expect(c.absences.find((x) => x.id === approvedId)?.status).toBe('approved');
      expect(c.holidays.map((h) => h.id)).toContain(holidayId);
    });

    it('shows the department manager their department, and a team member their team', async () => {
      const dep = await calendarOf(a.deplead.token);
      expect(dep.scope).toBe('department');
      expect(people(dep)).toEqual(expect.arrayContaining([a.lead.userId, a.employees[0].userId, member.userId]));
      expect(people(dep)).not.toContain(outsider.userId);
      const team = await calendarOf(member.token);
      expect(team.scope).toBe('team');
      expect(ids(team)).toEqual([approvedId, pendingId].sort((x, y) => x - y));
      expect(people(team)).not.toContain(a.deplead.userId);
    });

    it.each([
      ['HR', () => a.hr.token],
      ['the general manager', () => a.gm.token],
      ['the chairman', () => chairman.token],
      ['the administrator', () => a.company.admin.token],
    ])('shows %s the whole company', async (_who, token) => {
      const c = await calendarOf(token());
      expect(c.scope).toBe('company');
      expect(people(c)).toEqual(expect.arrayContaining([outsider.userId, a.employees[0].userId, a.hr.userId]));
      expect(ids(c)).toEqual([approvedId, pendingId, outsiderId].sort((x, y) => x - y));
    });

    it('is refused to an employee (role 5)', async () => {
      expect((await get(`/api/calendar?${period}`, a.employees[0].token)).status).toBe(403);
    });

    it('narrows by status, absence type, team and department', async () => {
      const hr = a.hr.token;
      const approved = ids(await calendarOf(hr, '&status=approved'));
      expect(approved).toContain(approvedId);
      expect(approved).not.toContain(pendingId);
      expect(ids(await calendarOf(hr, '&type=3'))).toEqual([]);
      const team = await calendarOf(hr, `&team_id=${a.teamId}`);
      expect(people(team)).not.toContain(outsider.userId);
      expect(ids(team)).toEqual([approvedId, pendingId].sort((x, y) => x - y));
      expect(ids(await calendarOf(hr, `&department_id=${a.departmentId}&status=pending`))).toEqual([pendingId]);
    });

    it('keeps a team lead inside their scope even when they name another team', async () => {
      const c = await calendarOf(a.lead.token, `&team_id=${a.company.teamId}`);
      expect(people(c)).toEqual([]);
      expect(c.absences).toEqual([]);
    });

    it('shows another company nothing of the first', async () => {
      const c = await calendarOf(other.admin.token);
      expect(people(c)).not.toContain(a.employees[0].userId);
      expect(c.absences).toEqual([]);
      expect(c.holidays.map((h) => h.id)).not.toContain(holidayId);
    });

    it('answers bad filters and long periods with keys', async () => {
      expect(await get(`/api/calendar?from=2026-01-01&to=2026-06-01`, a.hr.token)).toMatchObject({ status: 422, body: { errors: { to: ['max_93_days'] } } });
      expect(await get(`/api/calendar?${period}&type=12&status=lost`, a.hr.token)).toMatchObject({ status: 422, body: { errors: { type: ['invalid_option'], status: ['invalid_option'] } } });
    });
  });

  describe('iCal feeds', () => {
    const feedPath = (url: string) => new URL(url).pathname;
    const uidsOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('uid')));

    it('gives the team lead a feed a real parser reads: the approved absences and holidays the calendar API shows', async () => {
      const created = await post('/api/calendar-feeds', a.lead.token, { scope: 'team' });
      expect(created.status).toBe(201);
      const feed = dataOf<{ id: number; url: string }>(created);
      expect(feed.url).toMatch(/\/api\/calendar-feeds\/[0-9a-f]{64}\.ics$/);

      // No session: the secret URL is the credential.
      const res = await fetch(`${baseUrl}${feedPath(feed.url)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
      const calendar = new ICAL.Component(ICAL.parse(await res.text()));
      const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));

      const api = await calendarOf(a.lead.token, '&status=approved');
      expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(api.timezone);
      const absences = events.filter((e) => e.uid.startsWith('absence-'));
      expect(absences.map((e) => e.uid).sort()).toEqual(api.absences.map((x) => `absence-${x.id}@presently`).sort());
      const approved = absences.find((e) => e.uid === `absence-${approvedId}@presently`) as ICAL.Event;
      expect(approved.summary).toBe(`${a.employees[0].fullName}: Vacation`);
      expect(approved.startDate.toString()).toBe(week.day(0));
      expect(approved.endDate.toString()).toBe(week.day(2)); // DTEND is exclusive
      expect(approved.startDate.isDate).toBe(true);
      expect(approved.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
      expect(events.map((e) => e.uid)).not.toContain(`absence-${pendingId}@presently`);
      expect(events.map((e) => e.uid)).not.toContain(`absence-${outsiderId}@presently`);
      const holiday = events.find((e) => e.uid === `holiday-${holidayId}@presently`);
      expect(holiday?.summary).toBe('Calendar test day');
    });

    it('lists, and once revoked the URL answers 404 (and another company cannot revoke it)', async () => {
      const feed = dataOf<{ id: number; url: string }>(await post('/api/calendar-feeds', a.employees[0].token, { scope: 'me', absence_type_id: 1 }));
      const listed = dataOf<Array<{ id: number; scope: string; absence_type_id: number | null }>>(await get('/api/calendar-feeds', a.employees[0].token));
      expect(listed).toEqual([expect.objectContaining({ id: feed.id, scope: 'me', absence_type_id: 1 })]);
      const read = await api(feedPath(feed.url));
      expect(read.status).toBe(200);
      expect(uidsOf(read.body.text as string)).toContain(`absence-${approvedId}@presently`);
      // A feed of one type holds none of another.
      const sick = dataOf<{ url: string }>(await post('/api/calendar-feeds', a.lead.token, { scope: 'team', absence_type_id: 3 }));
      expect(uidsOf((await api(feedPath(sick.url))).body.text as string).filter((u) => u.startsWith('absence-'))).toEqual([]);

      expect((await api(`/api/calendar-feeds/${feed.id}`, del(other.admin.token))).status).toBe(404);
      expect((await api(`/api/calendar-feeds/${feed.id}`, del(a.employees[0].token))).status).toBe(200);
      expect((await api(feedPath(feed.url))).status).toBe(404);
      expect(dataOf<unknown[]>(await get('/api/calendar-feeds', a.employees[0].token))).toEqual([]);
      expect((await api('/api/calendar-feeds/abc.ics')).status).toBe(404);
    });

    it('keeps a feed of one’s own absences to oneself, and refuses a company feed below HR', async () => {
      const feed = dataOf<{ url: string }>(await post('/api/calendar-feeds', a.employees[1].token, { scope: 'me' }));
      const uids = uidsOf((await api(feedPath(feed.url))).body.text as string);
      expect(uids.filter((u) => u.startsWith('absence-'))).toEqual([]); // their only request is pending
      expect(await post('/api/calendar-feeds', a.lead.token, { scope: 'company' })).toMatchObject({ status: 422, body: { errors: { scope: ['calendar_scope_not_allowed'] } } });
      expect(await post('/api/calendar-feeds', a.lead.token, { scope: 'planet' })).toMatchObject({ status: 422, body: { errors: { scope: ['invalid_option'] } } });
      expect((await post('/api/calendar-feeds', a.hr.token, { scope: 'company' })).status).toBe(201);
    });
  });
});

/**
 * Official holidays in the reader's language (issue 14): a company's administrator, reading in
 * Macedonian, saves North Macedonia's holidays; an employee whose language is Bulgarian reads their
 * Bulgarian names on /my-calendar, /my-presence and their own iCal feed, an English one the English
 * names, and a holiday the administrator typed reads as typed to everyone.
 */
describe('official holidays in each reader’s language', () => {
  // Days off for all citizens on a fixed date whose Macedonian and Bulgarian names differ.
  const NAMES: Record<string, { mk: string; bg: string; en: string }> = {
    '05-01': { mk: 'Ден на трудот', bg: 'Ден на труда', en: 'Labour Day' },
    '05-24': { mk: 'Св. Кирил и Методиј – Ден на сесловенските просветители', bg: 'Св. св. Кирил и Методий', en: 'Saints Cyril and Methodius Day' },
    '08-02': { mk: 'Ден на Републиката (Илинден)', bg: 'Ден на републиката (Илинден)', en: 'Republic Day (Ilinden)' },
    '09-08': { mk: 'Ден на независноста', bg: 'Ден на независимостта', en: 'Independence Day' },
    '10-11': { mk: 'Ден на народното востание', bg: 'Ден на народното въстание', en: 'Day of the People’s Uprising' },
    '10-23': { mk: 'Ден на македонската револуционерна борба', bg: 'Ден на македонската революционна борба', en: 'Day of the Macedonian Revolutionary Struggle' },
  };
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const plus = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
  const today = iso(new Date());
  // The next such day from tomorrow (at most about 190 days ahead: inside a feed's nine months).
  const day = Object.keys(NAMES)
    .flatMap((md) => [`${today.slice(0, 4)}-${md}`, `${Number(today.slice(0, 4)) + 1}-${md}`])
    .filter((d) => d > today)
    .sort()[0];
  const names = NAMES[day.slice(5)];
  const year = Number(day.slice(0, 4));
  let c: Company;
  let bgReader: Person;
  let enReader: Person;
  let typedDay: string;
  let period: string;

  beforeAll(async () => {
    c = await newCompany('holiday-names');
    const admin = c.admin.token;
    expect((await api('/api/change-user-lang', json({ user_lang: 'mk' }, admin))).status).toBe(200);
    expect((await post('/api/holidays/official', admin, { country: 'MK', year })).status).toBe(200);
    const held = dataOf<{ items: Array<{ date: string }> }>(await get(`/api/holidays?year=${year}&per_page=100`, admin)).items.map((h) => h.date);
    // A day of its own a few days later (not one of the list's, a moved day off included).
    typedDay = [2, 3, 4, 5, 6].map((n) => plus(day, n)).find((d) => !held.includes(d)) as string;
    expect((await post('/api/holidays', admin, { date: typedDay, description: 'Ден на фирмата', type: 'public' })).status).toBe(201);
    period = `from=${plus(day, -1)}&to=${plus(typedDay, 1)}`;
    [bgReader, enReader] = await Promise.all([addPerson(c, 5), addPerson(c, 5)]);
    expect((await api('/api/change-user-lang', json({ user_lang: 'bg' }, bgReader.token))).status).toBe(200);
  });

  const namesOn = async (who: Person) => {
    const res = await get(`/api/my-calendar?${period}`, who.token);
    expect(res.status).toBe(200);
    return Object.fromEntries(dataOf<MyCalendar>(res).holidays.map((h) => [h.date, h.description]));
  };

  it('shows the administrator the holidays as saved, in Macedonian', async () => {
    const list = dataOf<{ items: Array<{ date: string; description: string }> }>(await get(`/api/holidays?year=${year}&per_page=100`, c.admin.token)).items;
    expect(list.find((h) => h.date === day)?.description).toBe(names.mk);
  });

  it('names them on /my-calendar in each employee’s language, the typed one as typed', async () => {
    // (Other days of the period may hold holidays too: Easter's days move around 1 May.)
    expect(await namesOn(bgReader)).toMatchObject({ [day]: names.bg, [typedDay]: 'Ден на фирмата' });
    expect(await namesOn(enReader)).toMatchObject({ [day]: names.en, [typedDay]: 'Ден на фирмата' });
  });

  it('names them on the week of /my-presence and in the employee’s own feed', async () => {
    const week = dataOf<{ days: Array<{ date: string; holiday: string | null }> }>(await get(`/api/my-presence-given-day-week?date=${day}`, bgReader.token));
    expect(week.days.find((d) => d.date === day)?.holiday).toBe(names.bg);
    const enWeek = dataOf<{ days: Array<{ date: string; holiday: string | null }> }>(await get(`/api/my-presence-given-day-week?date=${day}`, enReader.token));
    expect(enWeek.days.find((d) => d.date === day)?.holiday).toBe(names.en);

    // A calendar application has no session: the feed is in its owner's language.
    const feed = dataOf<{ url: string }>(await post('/api/calendar-feeds', bgReader.token, { scope: 'me' }));
    const ics = await (await fetch(`${baseUrl}${new URL(feed.url).pathname}`)).text();
    const summaries = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e)).map((e) => [e.startDate.toString(), e.summary]);
    expect(summaries).toEqual(expect.arrayContaining([[day, names.bg], [typedDay, 'Ден на фирмата']]));
  });
});

