import { RouteRegistry } from '../../src/access/route-registry';
import { GatewayHarness, type TestSession } from './support/gateway-harness';
import { MEMBER_SCREENS, requestFor, UPLOADS, VALID_BODY } from './support/route-table';

const huge = 'x'.repeat(20_000);

/** The administration routes (everything after the identity API's own). */
const ADMIN_BODY_ROUTES = Object.keys(VALID_BODY).filter((r) => MEMBER_SCREENS[r] !== undefined && !r.includes('password') && !r.includes('survey'));

/**
 * The administration API's input checks, with org not running: malformed bodies and queries answer
 * 422 with keys (or 404 for a path id), never 5xx; well-formed ones go on to org (503 while it is down).
 */
describe('gateway organisation administration: bodies, queries and ids', () => {
  const gw = new GatewayHarness();
  let admin: TestSession;

  beforeAll(async () => {
    await gw.start();
    admin = await gw.session({ rid: 1, uid: 4001 });
  });

  afterAll(() => gw.stop());

  const send = (route: string, body?: unknown) => {
    const req = requestFor(gw, route, admin);
    return body === undefined ? req : req.send(body as object);
  };

  const expect422 = async (route: string, body: unknown, errors: Record<string, string[]>) => {
    const res = await send(route, body);
    expect({ route, body, status: res.status, response: res.body }).toEqual({ route, body, status: 422, response: { errors } });
  };

  const expectPassed = async (route: string, body?: unknown) => {
    const res = await send(route, body);
    expect({ route, body, status: res.status }).toEqual({ route, body, status: 503 });
  };

  describe('bodies', () => {
    it('leaves to org whether a form may do without a field: left out, null or blank goes on (org names every missing field at once)', async () => {
      for (const [route, body] of [
        ['POST /api/users', { email: 'ana@acme.test' }],
        ['POST /api/users', { email: 'ana@acme.test', full_name: '  ', role_id: null, birthday: '', user_color: null }],
        ['PUT /api/users/:id', {}],
        ['POST /api/departments', {}],
        ['PUT /api/departments/:id', { name: null }],
        ['POST /api/teams', { name: ' ' }],
        ['PUT /api/teams/:id', { member_ids: null }],
        ['POST /api/holidays', {}],
        ['POST /api/holidays/copy-year', {}],
        ['POST /api/nationalities', {}],
        ['PUT /api/religions/:id', { name: null }],
        ['POST /api/gates', {}],
        ['POST /api/gates/:id/devices', {}],
        ['POST /api/shifts', { name: 'Night' }],
        ['POST /api/users/:id/status', {}],
        ['PUT /api/company-details', { name: null, country: '' }],
        ['PUT /api/users/:id/work-settings', { saving_images: null }],
        ['PUT /api/work-rules', { overtime_after_minutes: null }],
        ['PUT /api/settings', { show_saturday: null, approval_steps: null, log_period: { enabled: null } }],
      ] as const) {
        await expectPassed(route, body);
      }
    });

    it('checks the shape of each user field that is given', async () => {
      await expect422(
        'POST /api/users',
        {
          email: 'not-an-email',
          full_name: ['Ana'],
          role_id: 9,
          birthday: '1990-02-30',
          employment_start_date: '01.02.2026',
          country_code: 'MKD',
          department_id: 0,
          team_id: '3',
          nationality_id: 1.5,
          religion_id: -2,
          user_color: 'red',
          phone: 12345,
          job_position: huge,
        },
        {
          email: ['email_invalid'],
          full_name: ['invalid_option'],
          role_id: ['invalid_option'],
          birthday: ['date_invalid'],
          employment_start_date: ['date_invalid'],
          country_code: ['invalid_option'],
          department_id: ['invalid_option'],
          team_id: ['invalid_option'],
          nationality_id: ['invalid_option'],
          religion_id: ['invalid_option'],
          user_color: ['invalid_option'],
          phone: ['invalid_option'],
          job_position: ['max_255_characters'],
        },
      );
      await expectPassed('PUT /api/users/:id', { email: ' ana@acme.test ', full_name: 'Ana', role_id: 3, job_position: null, birthday: '', country_code: 'mk', team_id: null });
    });

    it('checks the other forms’ values, whole or partial', async () => {
      await expect422('PUT /api/company-details', { name: 7, general_manager_user_id: 'me', country: 'Macedonia', language: 'de', timezone: 'Mars/Olympus' }, {
        name: ['invalid_option'],
        general_manager_user_id: ['invalid_option'],
        country: ['invalid_option'],
        language: ['invalid_option'],
        timezone: ['invalid_option'],
      });
      await expect422('PUT /api/gates/:id', { active: 'false' }, { active: ['invalid_option'] });
      await expect422('PUT /api/holidays/:id', { type: 'bank', for_all: 1, date: '2026-13-01' }, { date: ['date_invalid'], type: ['invalid_option'], for_all: ['invalid_option'] });
      await expect422('PUT /api/shifts/:id', { name: 'Early', start: '7:00', end: '24:00', type: 'rotating' }, { type: ['invalid_option'], start: ['time_invalid'], end: ['time_invalid'] });
      await expect422('PUT /api/users/:id/work-settings', { working_hours: '8', use_web: 'yes', max_paid_break_minutes: 30.5 }, {
        working_hours: ['invalid_option'],
        max_paid_break_minutes: ['invalid_option'],
        use_web: ['invalid_option'],
      });
      await expect422('PUT /api/teams/:id', { member_ids: [1, 'two', 0] }, { member_ids: ['invalid_option'] });
      await expect422('POST /api/users/:id/status', { action: 'delete' }, { action: ['invalid_option'] });
      await expect422('POST /api/holidays/copy-year', { year: '2026' }, { year: ['invalid_option'] });
      await expect422('PUT /api/work-rules', { work_days: [0, 8], daily_hours: 'eight' }, { work_days: ['invalid_option'], daily_hours: ['invalid_option'] });
      // Ranges are org's: -5 minutes goes on.
      await expectPassed('PUT /api/work-rules', { work_days: [], daily_hours: 7.75, default_max_paid_break_minutes: -5 });
    });

    it('checks every company setting, nested objects included, and leaves ranges to org', async () => {
      await expectPassed('PUT /api/settings', {
        language: 'mk',
        timezone: 'Europe/Skopje',
        show_qr_on_web: true,
        two_factor_email: false,
        password_reset_3_months: true,
        saving_images: false,
        min_days_before_vacation: 3,
        disable_emails_general_manager: false,
        disable_emails_department_manager: true,
        disable_emails_chairman: false,
        approval_steps: { team_lead: true, department_manager: true, human_resources: false, general_manager: true },
        show_saturday: true,
        show_sunday: false,
        show_user_history: true,
        past_vacation_roles: [1, 3],
        leads_schedule_own_work_time: false,
        leads_schedule_own_rest_days: true,
        start_rounding_minutes: 5,
        end_rounding_minutes: 5,
        flexible_hours_margin_minutes: 15,
        night_work: { enabled: true, start: '22:00', end: '06:00' },
        log_period: { enabled: false, start: null, end: null },
        hr_absence_limit_date: '2026-12-31',
        tl_shift_action: true,
      });
      await expect422(
        'PUT /api/settings',
        {
          approval_steps: { team_lead: 'yes', human_resources: true },
          night_work: { enabled: true, start: '25:00', end: 6 },
          log_period: [{ enabled: true }],
          past_vacation_roles: [1, 9],
          min_days_before_vacation: '3',
          start_rounding_minutes: 2.5,
          hr_absence_limit_date: '31-12-2026',
          show_saturday: 'yes',
          night_work_extra: 1,
        },
        {
          'approval_steps.team_lead': ['invalid_option'],
          'night_work.start': ['time_invalid'],
          'night_work.end': ['time_invalid'],
          log_period: ['invalid_option'],
          past_vacation_roles: ['invalid_option'],
          min_days_before_vacation: ['invalid_option'],
          start_rounding_minutes: ['invalid_option'],
          hr_absence_limit_date: ['date_invalid'],
          show_saturday: ['invalid_option'],
        },
      );
      await expect422('PUT /api/settings', { approval_steps: 'all', night_work: 'on' }, { approval_steps: ['invalid_option'], night_work: ['invalid_option'] });
      // Nested updates are partial too; a rounding margin of 500 minutes is org's to refuse.
      await expectPassed('PUT /api/settings', { approval_steps: { human_resources: false }, night_work: { end: null }, start_rounding_minutes: 500, hr_absence_limit_date: null });
    });

    it('checks the invitation link’s password with the shared policy', async () => {
      gw.trackAccountsOf({ token: 'tok-1' });
      const res = await gw.http().post('/api/password/set-with-token').set('X-Forwarded-For', gw.ip()).send({ token: 'tok-1', password: 'short', password_confirmation: 'other' });
      expect([res.status, res.body]).toEqual([422, { errors: { password: ['password_too_short', 'password_uppercase_required', 'password_number_required', 'password_symbol_required'], password_confirmation: ['passwords_must_match'] } }]);
      const none = await gw.http().post('/api/password/set-with-token').set('X-Forwarded-For', gw.ip()).send({});
      expect(none.body).toEqual({ errors: { token: ['field_required'], password: ['new_password_required'], password_confirmation: ['repeat_password_required'] } });
    });

    it('never answers 5xx to a field of the wrong kind, in any administration body', async () => {
      const wrong: unknown[] = [null, '', '   ', [], {}, 'x', -1, 0, 1.5, 1e308, true, huge, [null], { $ne: 1 }, '2026-02-30', '99:99'];
      const failures: unknown[] = [];
      const statuses = new Map<number, number>();
      for (const route of ADMIN_BODY_ROUTES) {
        const base = VALID_BODY[route] as Record<string, unknown>;
        const bodies = Object.keys(base).flatMap((field) => wrong.map((value) => ({ ...base, [field]: value })));
        const results = await Promise.all(bodies.map(async (body) => ({ body, res: await send(route, body) })));
        for (const { body, res } of results) {
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const keysOnly = res.status !== 422 || Object.values(res.body.errors as Record<string, string[]>).every((keys) => keys.every((k) => /^[a-z0-9_]+$/.test(k)));
          if (![422, 503].includes(res.status) || !keysOnly) failures.push({ route, body: JSON.stringify(body).slice(0, 80), status: res.status, response: res.body });
        }
      }
      expect(failures).toEqual([]);
      // Both outcomes occur: the sweep is not all refusals (or all passes).
      expect(statuses.get(422)).toBeGreaterThan(100);
      expect(statuses.get(503)).toBeGreaterThan(20);
    });

    it('takes ids only from the path, never from the body', async () => {
      // Unknown fields are dropped; the path names the row (org's answer: 503 here).
      await expectPassed('PUT /api/departments/:id', { id: 'not-even-a-number', department_id: 'x', company_id: 'x' });
    });
  });

  describe('path ids', () => {
    it('answers 404 not_found for an id that is not a positive integer fitting an id column, on every route with one', async () => {
      const routes = gw.app.get(RouteRegistry).routes().filter((r) => r.path.includes(':id') && MEMBER_SCREENS[`${r.method} ${r.path}`] !== undefined);
      expect(routes.length).toBeGreaterThanOrEqual(20);
      const failures: unknown[] = [];
      for (const r of routes) {
        const route = `${r.method} ${r.path}`;
        for (const id of ['abc', '0', '-1', '1.5', '1e3', '01', '2147483648', '99999999999', '%20']) {
          let req = gw.http()[r.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](r.path.replace(':id', id)).set('Authorization', `Bearer ${admin.token}`);
          if (UPLOADS[route]) req = req.attach(UPLOADS[route], Buffer.from('png'), 'a.png');
          else if (r.method === 'POST' || r.method === 'PUT') req = req.send(VALID_BODY[route] ?? {});
          const res = await req;
          if (res.status !== 404 || res.body.error !== 'not_found') failures.push({ route, id, status: res.status, body: res.body });
        }
      }
      expect(failures).toEqual([]);
      // The largest id an id column holds goes on to org.
      expect((await gw.http().get('/api/users/2147483647').set('Authorization', `Bearer ${admin.token}`)).status).toBe(503);
      expect((await send('PUT /api/shifts/:id', VALID_BODY['PUT /api/shifts/:id'])).status).toBe(503);
    });

    it('checks the id before the body, and the role before both', async () => {
      expect((await gw.http().put('/api/users/abc').set('Authorization', `Bearer ${admin.token}`).send({ email: 'bad' }).expect(404)).body).toEqual({ error: 'not_found' });
      const employee = await gw.session({ rid: 5 });
      expect((await gw.http().put('/api/users/abc').set('Authorization', `Bearer ${employee.token}`).send({ email: 'bad' }).expect(403)).body).toEqual({ error: 'forbidden' });
    });
  });

  describe('queries', () => {
    const list = (query: string) => gw.http().get(`/api/users${query}`).set('Authorization', `Bearer ${admin.token}`);

    it('bounds page and per_page, answering the keys org answers', async () => {
      const cases: Array<[string, Record<string, string[]> | null]> = [
        ['?page=1&per_page=1', null],
        ['?page=100000&per_page=100', null],
        ['?page=0', { page: ['between_1_and_100000'] }],
        ['?page=100001', { page: ['between_1_and_100000'] }],
        ['?page=-3', { page: ['between_1_and_100000'] }],
        ['?per_page=0', { per_page: ['between_1_and_100'] }],
        ['?per_page=101', { per_page: ['between_1_and_100'] }],
        ['?page=abc&per_page=1.5', { page: ['invalid_option'], per_page: ['invalid_option'] }],
        ['?page=99999999999999999999', { page: ['invalid_option'] }],
        ['?page=1&page=2', { page: ['invalid_option'] }],
        ['?page=&per_page=', null],
      ];
      for (const [query, errors] of cases) {
        const res = await list(query);
        expect({ query, status: res.status, body: errors ? res.body : null }).toEqual({ query, status: errors ? 422 : 503, body: errors ? { errors } : null });
      }
    });

    it('checks the filters and sorting of the users list, and the QR sheet’s filters', async () => {
      const bad = await list('?status=retired&department_id=0&team_id=abc&role_id=9&sort=name;drop&order=up&q=' + 'x'.repeat(256));
      expect([bad.status, bad.body]).toEqual([
        422,
        {
          errors: {
            q: ['max_255_characters'],
            status: ['invalid_option'],
            department_id: ['invalid_option'],
            team_id: ['invalid_option'],
            role_id: ['invalid_option'],
            sort: ['invalid_option'],
            order: ['invalid_option'],
          },
        },
      ]);
      expect((await list('?status=blocked&department_id=3&team_id=2147483647&role_id=8&sort=full_name&order=desc&q=%20ana%20&other=1')).status).toBe(503);
      const qr = await gw.http().get('/api/users/qr-codes?department_id=x').set('Authorization', `Bearer ${admin.token}`);
      expect([qr.status, qr.body]).toEqual([422, { errors: { department_id: ['invalid_option'] } }]);
      expect((await gw.http().get('/api/users/qr-codes').set('Authorization', `Bearer ${admin.token}`)).status).toBe(503);
    });

    it('reads a page query on every administration list, with each list’s own filters', async () => {
      const get = (path: string) => gw.http().get(path).set('Authorization', `Bearer ${admin.token}`);
      for (const path of ['/api/departments', '/api/teams', '/api/holidays', '/api/nationalities', '/api/religions', '/api/gates', '/api/gates/3/devices', '/api/shifts']) {
        const bad = await get(`${path}?page=0&per_page=500&sort=a-b&order=sideways`);
        expect({ path, status: bad.status, body: bad.body }).toEqual({
          path,
          status: 422,
          body: { errors: { page: ['between_1_and_100000'], per_page: ['between_1_and_100'], sort: ['invalid_option'], order: ['invalid_option'] } },
        });
        expect({ path, status: (await get(`${path}?page=2&per_page=10&q=a&sort=name&order=desc`)).status }).toEqual({ path, status: 503 });
      }
      expect((await get('/api/teams?kind=special&department_id=x').expect(422)).body).toEqual({ errors: { kind: ['invalid_option'], department_id: ['invalid_option'] } });
      expect((await get('/api/holidays?type=bank').expect(422)).body).toEqual({ errors: { type: ['invalid_option'] } });
    });

    it('checks the holidays’ year and the confirmation of a delete', async () => {
      const get = (q: string) => gw.http().get(`/api/holidays${q}`).set('Authorization', `Bearer ${admin.token}`);
      for (const q of ['?year=26', '?year=abcd', '?year=2026&year=2027', '?year=20261']) {
        const res = await get(q);
        expect({ q, status: res.status, body: res.body }).toEqual({ q, status: 422, body: { errors: { year: ['invalid_option'] } } });
      }
      expect((await get('?year=2027')).status).toBe(503);
      expect((await get('')).status).toBe(503);
      const del = (q: string) => gw.http().delete(`/api/holidays/5${q}`).set('Authorization', `Bearer ${admin.token}`);
      expect((await del('?confirm=yes').expect(422)).body).toEqual({ errors: { confirm: ['invalid_option'] } });
      for (const q of ['', '?confirm=true', '?confirm=false']) expect({ q, status: (await del(q)).status }).toEqual({ q, status: 503 });
    });
  });

  describe('the company logo', () => {
    const upload = (field: string | null, bytes?: Buffer) => {
      const req = gw.http().post('/api/company-details/logo').set('Authorization', `Bearer ${admin.token}`);
      return field && bytes ? req.attach(field, bytes, 'logo.png') : req;
    };

    it('requires one file of at most 1 MB in the logo field', async () => {
      expect((await upload(null).expect(422)).body).toEqual({ errors: { logo: ['file_required'] } });
      expect((await upload('avatar', Buffer.from('png')).expect(422)).body).toEqual({ errors: { logo: ['file_required'] } });
      expect((await upload('logo', Buffer.alloc(0)).expect(422)).body).toEqual({ errors: { logo: ['file_required'] } });
      expect((await upload('logo', Buffer.alloc(1024 * 1024 + 1, 1)).expect(422)).body).toEqual({ errors: { logo: ['file_too_large_1mb'] } });
      expect((await upload('logo', Buffer.alloc(1024 * 1024, 1))).status).toBe(503);
      const broken = await gw
        .http()
        .post('/api/company-details/logo')
        .set('Authorization', `Bearer ${admin.token}`)
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send('--XYZ\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc');
      expect([broken.status, broken.body]).toEqual([400, { error: 'malformed_body' }]);
    });

    it('refuses the upload to every role but 1 before looking at the form', async () => {
      const hr = await gw.session({ rid: 3 });
      const res = await gw.http().post('/api/company-details/logo').set('Authorization', `Bearer ${hr.token}`).attach('picture', Buffer.from('png'), 'a.png');
      expect([res.status, res.body]).toEqual([403, { error: 'forbidden' }]);
    });
  });
});
