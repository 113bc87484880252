import { PRESENCE_ACTIONS } from '@presently/contracts';
import { GatewayHarness, type TestSession } from './support/gateway-harness';

const huge = 'x'.repeat(20_000);

/**
 * The presence API's input checks, with presence not running: malformed queries and bodies answer 422
 * with keys (or 404 for a path id), never 5xx; well-formed ones go on to presence (503 while it is
 * down). Whether a field is required, and the rules between fields, are presence's.
 */
describe('gateway presence: queries, bodies and ids', () => {
  const gw = new GatewayHarness();
  let s: TestSession;

  beforeAll(async () => {
    await gw.start();
    s = await gw.session({ rid: 1, uid: 4101 });
  });

  afterAll(() => gw.stop());

  const get = (path: string) => gw.http().get(path).set('Authorization', `Bearer ${s.token}`);
  const post = (path: string, body?: unknown, method: 'post' | 'patch' | 'delete' = 'post') => {
    const req = gw.http()[method](path).set('Authorization', `Bearer ${s.token}`);
    return body === undefined ? req : req.send(body as object);
  };
  const expectErrors = async (res: Promise<{ status: number; body: unknown }> | { status: number; body: unknown }, label: string, errors: Record<string, string[]>) => {
    const r = await res;
    expect({ label, status: r.status, body: r.body }).toEqual({ label, status: 422, body: { errors } });
  };
  const expectPassed = async (res: Promise<{ status: number }> | { status: number }, label: string) => {
    expect({ label, status: (await res).status }).toEqual({ label, status: 503 });
  };

  it('lets the clocking calls through with any body or none (they take no payload)', async () => {
    for (const action of PRESENCE_ACTIONS) {
      await expectPassed(post(`/api/${action}`), action);
      await expectPassed(post(`/api/${action}`, { anything: [1, 2] }), `${action} with a body`);
    }
  });

  it('checks the history filters and the page, ignoring empty ones', async () => {
    await expectErrors(get(`/api/my-presence-history?page=0&per_page=101&from=2026-02-30&to=yesterday&kind=nap&presence_type_id=27&source=phone`), 'bad filters', {
      page: ['between_1_and_100000'],
      per_page: ['between_1_and_100'],
      from: ['date_invalid'],
      to: ['date_invalid'],
      kind: ['invalid_option'],
      presence_type_id: ['invalid_option'],
      source: ['invalid_option'],
    });
    await expectErrors(get('/api/my-presence-history?page=1&page=2&kind=work&kind=break'), 'repeated', { page: ['invalid_option'], kind: ['invalid_option'] });
    await expectPassed(get('/api/my-presence-history?page=&per_page=&from=&to=&kind=&presence_type_id=&source='), 'empty filters');
    await expectPassed(get('/api/my-presence-history?page=3&per_page=100&from=2026-11-01&to=2026-11-30&kind=private_exit&presence_type_id=21&source=auto_stop'), 'all filters');
  });

  it('checks dates, weeks and years of the views', async () => {
    for (const path of ['/api/my-presence-given-day-week', '/api/my-presence-day-totals']) {
      await expectErrors(get(`${path}?date=23-11-2026`), path, { date: ['date_invalid'] });
      await expectPassed(get(`${path}?date=2026-11-23`), path);
      await expectPassed(get(path), `${path} without a date`);
    }
    await expectErrors(post('/api/my-personal-presence-history?date=2026-13-01&user_id=abc'), 'personal history', { date: ['date_invalid'], user_id: ['invalid_option'] });
    await expectPassed(post('/api/my-personal-presence-history?date=2026-11-23&user_id=12'), 'personal history');
    // Whether the date may be left out is presence's rule.
    await expectPassed(post('/api/my-personal-presence-history'), 'personal history without a date');
    await expectErrors(get('/api/my-presence-all-weeks?year=26'), 'year', { year: ['invalid_option'] });
    for (const path of ['/api/my-presence-current-week', '/api/my-presence-weekly-dates', '/api/my-presence-get-totals', '/api/my-presence-week-totals']) {
      await expectErrors(get(`${path}?weeknum=54&year=20266`), path, { weeknum: ['between_1_and_53'], year: ['invalid_option'] });
      await expectErrors(get(`${path}?weeknum=0`), path, { weeknum: ['between_1_and_53'] });
      await expectErrors(get(`${path}?weeknum=one`), path, { weeknum: ['invalid_option'] });
      await expectPassed(get(`${path}?weeknum=53&year=2026`), path);
      await expectPassed(get(`${path}?weeknum=`), path);
    }
  });

  it('checks the comment: a date, and text of at most 250 characters (as presence answers it)', async () => {
    await expectErrors(post('/api/set-get-presence-comment', { date: '2026-11-31', comment: 'x'.repeat(251) }), 'comment', { date: ['date_invalid'], comment: ['too_long'] });
    await expectErrors(post('/api/set-get-presence-comment', { date: '2026-11-23', comment: ['a'] }), 'comment list', { comment: ['invalid_option'] });
    await expectPassed(post('/api/set-get-presence-comment', { date: '2026-11-23', comment: '🙂'.repeat(250) }), '250 characters');
    await expectPassed(post('/api/set-get-presence-comment', { date: '2026-11-23' }), 'read only');
    await expectPassed(post('/api/set-get-presence-comment', { date: '2026-11-23', comment: '' }), 'blank: presence says required');
  });

  it('checks records: user, kind, instants with a zone, and the reason', async () => {
    await expectErrors(
      post('/api/presence/records', { user_id: 'me', kind: 'nap', start: '2026-11-23T08:00', end: '2026-11-23T25:00:00Z', reason: huge }),
      'create',
      { user_id: ['invalid_option'], kind: ['invalid_option'], start: ['date_invalid'], end: ['date_invalid'], reason: ['too_long'] },
    );
    await expectPassed(post('/api/presence/records', { user_id: 3, kind: 'field_work', start: '2026-11-23T08:00:00.000+01:00', end: null, reason: 'Visit' }), 'create');
    await expectPassed(post('/api/presence/records', {}), 'create with nothing: presence names the fields');
    await expectErrors(post('/api/presence/records/5', { start: 1700000000, reason: 5 }, 'patch'), 'update', { start: ['date_invalid'], reason: ['invalid_option'] });
    await expectPassed(post('/api/presence/records/5', { end: null, reason: 'Open again' }, 'patch'), 'update');
    await expectErrors(post('/api/presence/records/5', { reason: huge }, 'delete'), 'delete', { reason: ['too_long'] });
    await expectPassed(post('/api/presence/records/5', { reason: 'Duplicate' }, 'delete'), 'delete');
  });

  it('checks the managers’ filters and schedules', async () => {
    await expectErrors(get('/api/presence/today?department_id=0&team_id=x'), 'today', { department_id: ['invalid_option'], team_id: ['invalid_option'] });
    await expectErrors(get('/api/presence/week?weeknum=60&user_ids=1,a,3'), 'week', { weeknum: ['between_1_and_53'], user_ids: ['invalid_option'] });
    await expectPassed(get('/api/presence/week?weeknum=48&user_ids=1,2,3&department_id=4'), 'week');
    await expectErrors(get('/api/presence/history?user_id=-1&kind=sleep'), 'history', { user_id: ['invalid_option'], kind: ['invalid_option'] });
    await expectErrors(get('/api/presence/schedules?from=2026-11-23&to=2026-02-30&user_id=0'), 'schedules', { to: ['date_invalid'], user_id: ['invalid_option'] });
    await expectPassed(get('/api/presence/schedules?from=2026-11-23&to=2026-11-29'), 'schedules');
    await expectErrors(post('/api/presence/schedules', { user_ids: [1, 'b'], dates: ['2026-11-23', '23.11.2026'], shift_id: 1.5 }), 'assign', {
      user_ids: ['invalid_option'],
      dates: ['date_invalid'],
      shift_id: ['invalid_option'],
    });
    await expectErrors(post('/api/presence/schedules', { user_ids: [1], dates: Array.from({ length: 367 }, () => '2026-11-23'), shift_id: 1 }), 'too many dates', { dates: ['date_invalid'] });
    await expectPassed(post('/api/presence/schedules', { user_ids: [1, 2], dates: ['2026-11-23'], shift_id: 4 }), 'assign');
  });

  it('answers 404 for a record or schedule id that is not a positive integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648']) {
      for (const [method, path] of [
        ['patch', `/api/presence/records/${id}`],
        ['delete', `/api/presence/records/${id}`],
        ['get', `/api/presence/records/${id}/audit`],
        ['get', `/api/presence/records/${id}/image`],
        ['delete', `/api/presence/schedules/${id}`],
        ['patch', `/api/users/1/vacation-days/${id}`],
        ['delete', `/api/users/${id}/vacation-days/1`],
      ] as const) {
        const res = await gw.http()[method](path).set('Authorization', `Bearer ${s.token}`).send({ reason: 'x' });
        expect({ method, path, status: res.status, body: res.body }).toEqual({ method, path, status: 404, body: { error: 'not_found' } });
      }
    }
  });

  it('checks the shape of vacation days and leaves the rules to absence', async () => {
    await expectErrors(post('/api/users/3/vacation-days', { name: ['a'], valid_from: '2026-02-30', valid_to: 'soon', acquired_on: 20260101, days: '21' }), 'vacation days', {
      name: ['invalid_option'],
      valid_from: ['date_invalid'],
      valid_to: ['date_invalid'],
      acquired_on: ['date_invalid'],
      days: ['invalid_option'],
    });
    // An end before the start, 400 days or no name at all are absence's to refuse.
    await expectPassed(post('/api/users/3/vacation-days', { name: '', valid_from: '2026-12-31', valid_to: '2026-01-01', acquired_on: '2026-01-01', days: 400 }), 'rules');
    await expectErrors(post('/api/users/3/vacation-days/4', { days: 'many' }, 'patch'), 'patch', { days: ['invalid_option'] });
  });
});
