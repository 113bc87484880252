import { ABSENCE_ENTITLEMENT_RPC, PRESENCE_ACTIONS, PRESENCE_RPC, PRESENCE_TYPES, type MessageEnvelope } from '@presently/contracts';
import { GatewayHarness, type TestSession } from './support/gateway-harness';
import { StubServices } from './support/stub-services';

const echo = ({ payload }: MessageEnvelope<Record<string, unknown>>) => ({ data: payload });
const RECORD = { id: 41, user_id: 901, kind: 'work', presence_type_id: 1, start: '2026-11-23T07:00:00.000Z', end: null };

/**
 * The gateway's side of the presence API (spec section 7 and the managers' screen) and of the
 * vacation days, against stand-ins for presence and absence on the real broker: what it forwards
 * (pattern, payload, the actor from the session, the request id) and how it answers.
 */
describe('gateway presence: conversations with presence and absence', () => {
  const gw = new GatewayHarness();
  const stubs = new StubServices(['presence', 'absence']);
  let employee: TestSession;
  let lead: TestSession;
  let hr: TestSession;

  beforeAll(async () => {
    await gw.start({ RPC_TIMEOUT_MS: '3000' });
    employee = await gw.session({ uid: 901, cid: 91, rid: 5, lang: 'mk' }, { rid: 1 });
    lead = await gw.session({ uid: 902, cid: 91, rid: 6 });
    hr = await gw.session({ uid: 903, cid: 91, rid: 3 });
    const entitlements = [{ id: 7, user_id: 12, name: 'Annual leave 2026', valid_from: '2026-01-01', valid_to: '2026-12-31', acquired_on: '2026-01-01', days: 21, used_days: 0, pending_days: 0, unused_days: 21 }];
    stubs
      .on(PRESENCE_RPC.clock, ({ payload }) => {
        if (payload.action === 'end-break') return { status: 409, error: 'presence_not_started' };
        if (payload.action === 'start-field-work') return { status: 403, error: 'presence_logging_disabled' };
        return { data: payload.action === 'end-clock-in' ? [] : [RECORD] };
      })
      .on(PRESENCE_RPC.currentPresence, () => ({ data: [RECORD] }))
      .on(PRESENCE_RPC.history, ({ payload }) => ({ data: { items: [RECORD], total: 1, page: payload.page ?? 1, per_page: payload.per_page ?? 20 } }))
      .on(PRESENCE_RPC.personalHistory, echo)
      .on(PRESENCE_RPC.givenDayWeek, echo)
      .on(PRESENCE_RPC.allWeeks, echo)
      .on(PRESENCE_RPC.dayTotals, echo)
      .on(PRESENCE_RPC.currentWeek, echo)
      .on(PRESENCE_RPC.weeklyDates, echo)
      .on(PRESENCE_RPC.getTotals, echo)
      .on(PRESENCE_RPC.weekTotals, echo)
      .on(PRESENCE_RPC.comment, ({ payload }) =>
        payload.comment === '' ? { status: 422, errors: { comment: ['required'] } } : { data: { date: payload.date, comment: payload.comment ?? 'kept' } },
      )
      .on(PRESENCE_RPC.today, echo)
      .on(PRESENCE_RPC.teamWeek, echo)
      .on(PRESENCE_RPC.teamHistory, echo)
      .on(PRESENCE_RPC.createRecord, ({ payload }) => (payload.user_id === 77 ? { status: 403, error: 'no_permission' } : { data: { id: 50, ...payload } }))
      .on(PRESENCE_RPC.updateRecord, ({ payload }) => (payload.id === 404 ? { status: 404, error: 'not_found' } : { data: payload }))
      .on(PRESENCE_RPC.deleteRecord, echo)
      .on(PRESENCE_RPC.recordAudit, echo)
      .on(PRESENCE_RPC.scanImage, ({ payload }) => ({ data: payload.record_id === 41 ? { mime: 'image/jpeg', content_base64: Buffer.from('JPEG-SCAN').toString('base64') } : null }))
      .on(PRESENCE_RPC.listSchedules, echo)
      .on(PRESENCE_RPC.assignSchedules, echo)
      .on(PRESENCE_RPC.deleteSchedule, echo)
      .on(ABSENCE_ENTITLEMENT_RPC.list, () => ({ data: entitlements }))
      .on(ABSENCE_ENTITLEMENT_RPC.save, ({ payload }) => ({ data: { ...payload, id: payload.id ?? 8 } }))
      .on(ABSENCE_ENTITLEMENT_RPC.delete, ({ payload }) => (payload.id === 9 ? { status: 409, error: 'entitlement_in_use' } : { data: { deleted: true } }));
    await stubs.start();
  });

  afterAll(async () => {
    await stubs.stop();
    await gw.stop();
  });

  const last = (pattern: string): MessageEnvelope<Record<string, unknown>> => {
    const calls = stubs.callsOf(pattern);
    expect(calls.length).toBeGreaterThan(0);
    return calls[calls.length - 1].envelope;
  };
  const as = (s: TestSession) => `Bearer ${s.token}`;

  describe('one’s own presence (spec section 7)', () => {
    it('sends each clocking call as its action, for the session’s user, and answers the current presence with 200', async () => {
      for (const action of PRESENCE_ACTIONS.filter((a) => !['end-break', 'start-field-work'].includes(a))) {
        const res = await gw.http().post(`/api/${action}`).set('Authorization', as(employee)).set('X-Request-Id', `req-${action}`);
        expect({ action, status: res.status, body: res.body }).toEqual({ action, status: 200, body: { data: action === 'end-clock-in' ? [] : [RECORD] } });
        const call = last(PRESENCE_RPC.clock);
        expect(call.payload).toEqual({ action });
        // The actor is the session's (role 5 of company 91), not the token's claims (role 1).
        expect(call.meta).toEqual({ requestId: `req-${action}`, actor: { userId: 901, companyId: 91, roleId: 5, lang: 'mk' } });
      }
    });

    it('ignores any payload of a clocking call, and passes presence’s refusals on', async () => {
      await gw.http().post('/api/start-clock-in').set('Authorization', as(employee)).send({ action: 'end-clock-in', user_id: 3 }).expect(200);
      expect(last(PRESENCE_RPC.clock).payload).toEqual({ action: 'start-clock-in' });
      expect((await gw.http().post('/api/end-break').set('Authorization', as(employee)).expect(409)).body).toEqual({ error: 'presence_not_started' });
      expect((await gw.http().post('/api/start-field-work').set('Authorization', as(employee)).expect(403)).body).toEqual({ error: 'presence_logging_disabled' });
    });

    it('answers the current presence and a page of history with the non-empty filters only', async () => {
      expect((await gw.http().get('/api/my-presence-current-presence').set('Authorization', as(employee)).expect(200)).body).toEqual({ data: [RECORD] });
      expect(last(PRESENCE_RPC.currentPresence).payload).toEqual({});
      await gw
        .http()
        .get('/api/my-presence-history?page=2&per_page=50&from=2026-11-01&to=2026-11-30&kind=break&presence_type_id=20&source=device&user_id=3&company_id=1')
        .set('Authorization', as(employee))
        .expect(200);
      expect(last(PRESENCE_RPC.history).payload).toEqual({ page: 2, per_page: 50, from: '2026-11-01', to: '2026-11-30', kind: 'break', presence_type_id: 20, source: 'device' });
      await gw.http().get('/api/my-presence-history?page=&per_page=&from=&to=&kind=&presence_type_id=&source=').set('Authorization', as(employee)).expect(200);
      expect(last(PRESENCE_RPC.history).payload).toEqual({});
    });

    it('reads the day, week and year views with their query as numbers and dates', async () => {
      const get = async (path: string, pattern: string, expected: Record<string, unknown>) => {
        const res = await gw.http().get(path).set('Authorization', as(employee)).expect(200);
        expect({ path, payload: last(pattern).payload, body: res.body }).toEqual({ path, payload: expected, body: { data: expected } });
      };
      await get('/api/my-presence-given-day-week?date=2026-11-25', PRESENCE_RPC.givenDayWeek, { date: '2026-11-25' });
      await get('/api/my-presence-given-day-week', PRESENCE_RPC.givenDayWeek, {});
      await get('/api/my-presence-all-weeks?year=2026', PRESENCE_RPC.allWeeks, { year: 2026 });
      await get('/api/my-presence-day-totals?date=2026-11-25', PRESENCE_RPC.dayTotals, { date: '2026-11-25' });
      await get('/api/my-presence-current-week?weeknum=48', PRESENCE_RPC.currentWeek, { weeknum: 48 });
      await get('/api/my-presence-current-week', PRESENCE_RPC.currentWeek, {});
      await get('/api/my-presence-weekly-dates?weeknum=1&year=2027', PRESENCE_RPC.weeklyDates, { weeknum: 1, year: 2027 });
      await get('/api/my-presence-get-totals?weeknum=53&year=2026', PRESENCE_RPC.getTotals, { weeknum: 53, year: 2026 });
      await get('/api/my-presence-week-totals?weeknum=2', PRESENCE_RPC.weekTotals, { weeknum: 2 });
    });

    it('reads one day’s history with POST and the date and user in the query', async () => {
      await gw.http().post('/api/my-personal-presence-history?date=2026-11-24&user_id=12').set('Authorization', as(lead)).send({ user_id: 99 }).expect(200);
      expect(last(PRESENCE_RPC.personalHistory).payload).toEqual({ date: '2026-11-24', user_id: 12 });
      expect(last(PRESENCE_RPC.personalHistory).meta.actor).toEqual({ userId: 902, companyId: 91, roleId: 6, lang: 'en' });
      await gw.http().post('/api/my-personal-presence-history?date=2026-11-24').set('Authorization', as(employee)).expect(200);
      expect(last(PRESENCE_RPC.personalHistory).payload).toEqual({ date: '2026-11-24' });
    });

    it('sets a comment when one is sent, reads it when none is, and passes the text on as written', async () => {
      expect((await gw.http().post('/api/set-get-presence-comment').set('Authorization', as(employee)).send({ date: '2026-11-24', comment: ' Doctor ' }).expect(200)).body).toEqual({
        data: { date: '2026-11-24', comment: ' Doctor ' },
      });
      expect(last(PRESENCE_RPC.comment).payload).toEqual({ date: '2026-11-24', comment: ' Doctor ' });
      await gw.http().post('/api/set-get-presence-comment').set('Authorization', as(employee)).send({ date: '2026-11-24' }).expect(200);
      expect(last(PRESENCE_RPC.comment).payload).toEqual({ date: '2026-11-24' });
      expect((await gw.http().post('/api/set-get-presence-comment').set('Authorization', as(employee)).send({ date: '2026-11-24', comment: '' }).expect(422)).body).toEqual({
        errors: { comment: ['required'] },
      });
    });

    it('serves the presence type catalogue to any member', async () => {
      const res = await gw.http().get('/api/presence-types').set('Authorization', as(employee)).expect(200);
      expect(res.body.data).toHaveLength(26);
      expect(res.body.data[0]).toEqual(PRESENCE_TYPES[0]);
    });
  });

  describe('the managers’ screen', () => {
    it('forwards today, the week and the history with their filters', async () => {
      await gw.http().get('/api/presence/today?department_id=3&team_id=').set('Authorization', as(lead)).expect(200);
      expect(last(PRESENCE_RPC.today).payload).toEqual({ department_id: 3 });
      await gw.http().get('/api/presence/week?weeknum=48&year=2026&user_ids=4,%205,4&team_id=2').set('Authorization', as(lead)).expect(200);
      expect(last(PRESENCE_RPC.teamWeek).payload).toEqual({ weeknum: 48, year: 2026, user_ids: [4, 5, 4], team_id: 2 });
      await gw.http().get('/api/presence/history?user_id=12&from=2026-11-01&page=3&team_id=4&department_id=').set('Authorization', as(lead)).expect(200);
      expect(last(PRESENCE_RPC.teamHistory).payload).toEqual({ user_id: 12, from: '2026-11-01', page: 3, team_id: 4 });
    });

    it('creates, changes and deletes records with the path’s id and the reason as written', async () => {
      const input = { user_id: 12, kind: 'work', start: '2026-11-23T07:00:00Z', end: null, reason: 'Forgot to clock in' };
      const created = await gw.http().post('/api/presence/records').set('Authorization', as(lead)).send({ ...input, id: 5, source: 'device', company_id: 1 }).expect(201);
      expect(last(PRESENCE_RPC.createRecord).payload).toEqual(input);
      expect(created.body).toEqual({ data: { id: 50, ...input } });
      expect((await gw.http().post('/api/presence/records').set('Authorization', as(lead)).send({ ...input, user_id: 77 }).expect(403)).body).toEqual({ error: 'no_permission' });

      await gw.http().patch('/api/presence/records/41').set('Authorization', as(lead)).send({ end: '2026-11-23T17:00:00+01:00', reason: 'Stayed late', record_id: 1, user_id: 3 }).expect(200);
      expect(last(PRESENCE_RPC.updateRecord).payload).toEqual({ end: '2026-11-23T17:00:00+01:00', reason: 'Stayed late', id: 41 });
      expect((await gw.http().patch('/api/presence/records/404').set('Authorization', as(lead)).send({ kind: 'break', reason: 'x' }).expect(404)).body).toEqual({ error: 'not_found' });

      await gw.http().delete('/api/presence/records/41').set('Authorization', as(lead)).send({ reason: 'Duplicate' }).expect(200);
      expect(last(PRESENCE_RPC.deleteRecord).payload).toEqual({ reason: 'Duplicate', id: 41 });
      await gw.http().delete('/api/presence/records/42').set('Authorization', as(lead)).expect(200);
      expect(last(PRESENCE_RPC.deleteRecord).payload).toEqual({ id: 42 });
    });

    it('lists a record’s audit and serves its scan image (404 when there is none)', async () => {
      await gw.http().get('/api/presence/records/41/audit').set('Authorization', as(hr)).expect(200);
      expect(last(PRESENCE_RPC.recordAudit).payload).toEqual({ record_id: 41 });
      const img = await gw.http().get('/api/presence/records/41/image').set('Authorization', as(hr)).buffer(true).expect(200);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.from(img.body as Buffer).toString()).toBe('JPEG-SCAN');
      await gw.http().get('/api/presence/records/41/image?action=clock-out').set('Authorization', as(hr)).expect(200);
      expect(last(PRESENCE_RPC.scanImage).payload).toEqual({ action: 'clock-out', record_id: 41 });
      expect((await gw.http().get('/api/presence/records/41/image?action=both').set('Authorization', as(hr)).expect(422)).body).toEqual({ errors: { action: ['invalid_option'] } });
      expect((await gw.http().get('/api/presence/records/43/image').set('Authorization', as(hr)).expect(404)).body).toEqual({ error: 'not_found' });
    });

    it('lists, assigns and deletes schedule entries', async () => {
      await gw.http().get('/api/presence/schedules?from=2026-11-23&to=2026-11-29&user_id=12').set('Authorization', as(lead)).expect(200);
      expect(last(PRESENCE_RPC.listSchedules).payload).toEqual({ from: '2026-11-23', to: '2026-11-29', user_id: 12 });
      const body = { user_ids: [12, 13], dates: ['2026-11-23', '2026-11-24'], shift_id: 2 };
      await gw.http().post('/api/presence/schedules').set('Authorization', as(lead)).send({ ...body, company_id: 1 }).expect(201);
      expect(last(PRESENCE_RPC.assignSchedules).payload).toEqual(body);
      await gw.http().delete('/api/presence/schedules/17').set('Authorization', as(lead)).expect(200);
      expect(last(PRESENCE_RPC.deleteSchedule).payload).toEqual({ id: 17 });
    });

    it('refuses role 5 the managers’ screen and role 2 one’s own presence, without asking presence', async () => {
      const before = stubs.calls.length;
      expect((await gw.http().get('/api/presence/today').set('Authorization', as(employee)).expect(403)).body).toEqual({ error: 'forbidden' });
      const manager = await gw.session({ uid: 904, cid: 91, rid: 2 });
      expect((await gw.http().post('/api/start-clock-in').set('Authorization', as(manager)).expect(403)).body).toEqual({ error: 'forbidden' });
      await gw.http().get('/api/presence/today').set('Authorization', as(manager)).expect(200);
      expect(stubs.calls.length).toBe(before + 1);
    });
  });

  describe('vacation days (issue 5)', () => {
    it('lists, adds and deletes a user’s vacation rules with absence, the path naming the user and the rule', async () => {
      expect((await gw.http().get('/api/users/12/vacation-days').set('Authorization', as(hr)).expect(200)).body.data).toHaveLength(1);
      expect(last(ABSENCE_ENTITLEMENT_RPC.list).payload).toEqual({ user_id: 12 });
      const rule = { name: ' Annual leave 2027 ', valid_from: '2027-01-01', valid_to: '2027-12-31', acquired_on: '2027-01-01', days: 20.5 };
      await gw.http().post('/api/users/12/vacation-days').set('Authorization', as(hr)).send({ ...rule, id: 3, user_id: 4, used_days: 9 }).expect(201);
      expect(last(ABSENCE_ENTITLEMENT_RPC.save).payload).toEqual({ ...rule, name: 'Annual leave 2027', user_id: 12 });
      await gw.http().delete('/api/users/12/vacation-days/7').set('Authorization', as(hr)).expect(200);
      expect(last(ABSENCE_ENTITLEMENT_RPC.delete).payload).toEqual({ user_id: 12, id: 7 });
      expect((await gw.http().delete('/api/users/12/vacation-days/9').set('Authorization', as(hr)).expect(409)).body).toEqual({ error: 'entitlement_in_use' });
    });

    it('changes a rule by laying the fields sent over it (absence saves rules whole); an unknown rule is 404', async () => {
      await gw.http().patch('/api/users/12/vacation-days/7').set('Authorization', as(hr)).send({ days: 25 }).expect(200);
      expect(last(ABSENCE_ENTITLEMENT_RPC.save).payload).toEqual({
        name: 'Annual leave 2026',
        valid_from: '2026-01-01',
        valid_to: '2026-12-31',
        acquired_on: '2026-01-01',
        days: 25,
        user_id: 12,
        id: 7,
      });
      const saves = stubs.callsOf(ABSENCE_ENTITLEMENT_RPC.save).length;
      expect((await gw.http().patch('/api/users/12/vacation-days/8').set('Authorization', as(hr)).send({ days: 25 }).expect(404)).body).toEqual({ error: 'not_found' });
      expect(stubs.callsOf(ABSENCE_ENTITLEMENT_RPC.save).length).toBe(saves);
    });

    it('is for the administration roles only', async () => {
      expect((await gw.http().get('/api/users/12/vacation-days').set('Authorization', as(lead)).expect(403)).body).toEqual({ error: 'forbidden' });
      expect((await gw.http().get('/api/users/12/vacation-days/x').set('Authorization', as(hr)).expect(404)).body).toEqual({ error: 'not_found' });
    });
  });
});
