import { AUTH_RPC, ORG_ADMIN_RPC, ORG_RPC, type MessageEnvelope } from '@presently/contracts';
import { GatewayHarness, type TestSession } from './support/gateway-harness';
import { StubServices } from './support/stub-services';

const STRONG = 'Str0ng!Pass';
const echo = ({ payload }: MessageEnvelope<Record<string, unknown>>) => ({ data: payload });

/**
 * The gateway's side of the administration API against stand-ins for org and auth on the real broker:
 * what it forwards (payload, the actor from the session, the request id) and how it answers.
 */
describe('gateway organisation administration: conversations with org and auth', () => {
  const gw = new GatewayHarness();
  const stubs = new StubServices(['org', 'auth']);
  let admin: TestSession;
  let hr: TestSession;

  beforeAll(async () => {
    await gw.start({ RPC_TIMEOUT_MS: '3000' });
    admin = await gw.session({ uid: 701, cid: 71, rid: 1, lang: 'mk' });
    hr = await gw.session({ uid: 702, cid: 71, rid: 3, lang: 'bg' }, { rid: 1, cid: 1 });
    stubs
      .on(ORG_ADMIN_RPC.listUsers, ({ payload }) => ({ data: { items: [], total: 0, page: payload.page ?? 1, per_page: payload.per_page ?? 20 } }))
      .on(ORG_ADMIN_RPC.createUser, ({ payload }) => {
        if (payload.email === 'taken@acme.test') return { status: 422, errors: { email: ['email_taken'] } };
        const missing = ['full_name', 'birthday', 'country_code', 'role_id'].filter((f) => payload[f] === undefined || payload[f] === null);
        if (missing.length) return { status: 422, errors: Object.fromEntries(missing.map((f) => [f, ['field_required']])) };
        return { data: { id: 55, ...payload, status: 'active' } };
      })
      .on(ORG_ADMIN_RPC.getUser, ({ payload }) => (payload.user_id === 404 ? { status: 404, error: 'not_found' } : { data: { id: payload.user_id } }))
      .on(ORG_ADMIN_RPC.updateUser, echo)
      .on(ORG_ADMIN_RPC.changeUserStatus, echo)
      .on(ORG_ADMIN_RPC.regenerateQrCode, echo)
      .on(ORG_ADMIN_RPC.updateWorkSettings, echo)
      .on(ORG_RPC.updateSettings, echo)
      .on(ORG_ADMIN_RPC.updateCompanyDetails, echo)
      .on(ORG_ADMIN_RPC.setCompanyLogo, () => ({ data: { logo_url: '/api/company-logo' } }))
      .on(ORG_ADMIN_RPC.getCompanyLogo, ({ meta }) =>
        meta.actor?.companyId === 71 ? { data: { mime: 'image/jpeg', content_base64: Buffer.from('JPEG-BYTES').toString('base64') } } : { data: null },
      )
      .on(ORG_ADMIN_RPC.listHolidays, echo)
      .on(ORG_ADMIN_RPC.deleteHoliday, echo)
      .on(ORG_ADMIN_RPC.copyHolidays, echo)
      .on(ORG_ADMIN_RPC.createTeam, echo)
      .on(ORG_ADMIN_RPC.saveNationality, echo)
      .on(ORG_ADMIN_RPC.deleteReligion, echo)
      .on(ORG_ADMIN_RPC.saveShift, echo)
      .on(ORG_ADMIN_RPC.registerDevice, ({ payload }) => ({
        data: { id: 9, gate_id: payload.gate_id, name: payload.name, key_hint: 'k3y…', revoked: false, created_at: '2026-11-22T05:00:00.000Z', device_key: 'k3y-secret' },
      }))
      .on(ORG_ADMIN_RPC.revokeDevice, echo)
      .on(ORG_ADMIN_RPC.listDevices, echo)
      .on(ORG_ADMIN_RPC.updateDepartment, echo)
      .on(ORG_ADMIN_RPC.listTeams, echo)
      .on(AUTH_RPC.setPasswordWithToken, () => ({ data: { ok: true } }));
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

  it('lists users with the query parsed into numbers, trimmed, and unknown parameters dropped, as the session’s user', async () => {
    const res = await gw
      .http()
      .get('/api/users?page=2&per_page=50&q=%20ana%20&status=active&department_id=3&role_id=5&sort=full_name&order=desc&company_id=1&team_id=')
      .set('Authorization', as(hr))
      .set('X-Request-Id', 'req-users-1')
      .expect(200);
    expect(res.body).toEqual({ data: { items: [], total: 0, page: 2, per_page: 50 } });
    const call = last(ORG_ADMIN_RPC.listUsers);
    expect(call.payload).toEqual({ page: 2, per_page: 50, q: 'ana', status: 'active', department_id: 3, role_id: 5, sort: 'full_name', order: 'desc' });
    // The actor is the session's, not the token's claims (which say role 1 of company 1).
    expect(call.meta).toEqual({ requestId: 'req-users-1', actor: { userId: 702, companyId: 71, roleId: 3, lang: 'bg' } });
    await gw.http().get('/api/users').set('Authorization', as(hr)).expect(200);
    expect(last(ORG_ADMIN_RPC.listUsers).payload).toEqual({});
  });

  it('creates a user with 201: known fields only, text trimmed, blanks as null', async () => {
    const body = { email: '  nina@acme.test ', full_name: ' Nina Ilievska ', role_id: 4, birthday: '1991-02-03', job_position: '  ', country_code: 'mk', team_id: 6, id: 1, status: 'blocked', qr_code: 'x', company_id: 1 };
    const res = await gw.http().post('/api/users').set('Authorization', as(hr)).send(body).expect(201);
    const sent = { email: 'nina@acme.test', full_name: 'Nina Ilievska', role_id: 4, birthday: '1991-02-03', job_position: null, country_code: 'MK', team_id: 6 };
    expect(last(ORG_ADMIN_RPC.createUser).payload).toEqual(sent);
    expect(res.body).toEqual({ data: { id: 55, ...sent, status: 'active' } });
  });

  it('passes an incomplete form on, so that org names every missing field in one answer', async () => {
    const res = await gw.http().post('/api/users').set('Authorization', as(hr)).send({ email: 'solo@acme.test', birthday: ' ' }).expect(422);
    expect(last(ORG_ADMIN_RPC.createUser).payload).toEqual({ email: 'solo@acme.test', birthday: null });
    expect(res.body).toEqual({ errors: { full_name: ['field_required'], birthday: ['field_required'], country_code: ['field_required'], role_id: ['field_required'] } });
  });

  it('passes org’s answers on unchanged: field errors and not_found', async () => {
    const taken = await gw.http().post('/api/users').set('Authorization', as(hr)).send({ email: 'taken@acme.test', full_name: 'T', role_id: 5, birthday: '1990-01-01', country_code: 'MK' }).expect(422);
    expect(taken.body).toEqual({ errors: { email: ['email_taken'] } });
    expect((await gw.http().get('/api/users/404').set('Authorization', as(hr)).expect(404)).body).toEqual({ error: 'not_found' });
    expect((await gw.http().get('/api/users/12').set('Authorization', as(hr)).expect(200)).body).toEqual({ data: { id: 12 } });
    expect(last(ORG_ADMIN_RPC.getUser).payload).toEqual({ user_id: 12 });
  });

  it('names the user of the path as user_id, whatever the body says', async () => {
    const user = { email: 'ana@acme.test', full_name: 'Ana', role_id: 3, job_position: null, team_id: 4 };
    await gw.http().put('/api/users/12').set('Authorization', as(hr)).send({ ...user, id: 99, user_id: 98 }).expect(200);
    expect(last(ORG_ADMIN_RPC.updateUser).payload).toEqual({ ...user, user_id: 12 });
    await gw.http().post('/api/users/12/status').set('Authorization', as(hr)).send({ action: 'deactivate', user_id: 3 }).expect(200);
    expect(last(ORG_ADMIN_RPC.changeUserStatus).payload).toEqual({ user_id: 12, action: 'deactivate' });
    await gw.http().post('/api/users/12/qr-code').set('Authorization', as(hr)).send({ user_id: 3 }).expect(200);
    expect(last(ORG_ADMIN_RPC.regenerateQrCode).payload).toEqual({ user_id: 12 });
    await gw.http().put('/api/users/12/work-settings').set('Authorization', as(hr)).send({ working_hours: 7.5, use_mobile_app: false, user_id: 1 }).expect(200);
    expect(last(ORG_ADMIN_RPC.updateWorkSettings).payload).toEqual({ working_hours: 7.5, use_mobile_app: false, user_id: 12 });
  });

  it('forwards only the settings sent, nested ones included (org lays them over the current values)', async () => {
    const res = await gw
      .http()
      .put('/api/settings')
      .set('Authorization', as(admin))
      .send({ approval_steps: { team_lead: false, extra: 1 }, night_work: { enabled: true, start: '22:00' }, log_period: { end: null }, hr_absence_limit_date: null, past_vacation_roles: [2, 1] })
      .expect(200);
    const sent = { approval_steps: { team_lead: false }, night_work: { enabled: true, start: '22:00' }, log_period: { end: null }, hr_absence_limit_date: null, past_vacation_roles: [2, 1] };
    expect(last(ORG_RPC.updateSettings).payload).toEqual(sent);
    expect(res.body).toEqual({ data: sent });
  });

  it('forwards company details, uploads the logo as base64 and serves the logo to any member', async () => {
    const details = { name: ' Acme ', address: 'Partizanska 12', city: 'Skopje', country: 'mk', tax_number: '', general_manager_user_id: 3, timezone: 'Europe/Skopje', logo_url: 'x' };
    await gw.http().put('/api/company-details').set('Authorization', as(admin)).send(details).expect(200);
    expect(last(ORG_ADMIN_RPC.updateCompanyDetails).payload).toEqual({
      name: 'Acme',
      address: 'Partizanska 12',
      city: 'Skopje',
      country: 'MK',
      tax_number: null,
      general_manager_user_id: 3,
      timezone: 'Europe/Skopje',
    });

    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const up = await gw.http().post('/api/company-details/logo').set('Authorization', as(admin)).attach('logo', bytes, 'logo.jpg').expect(200);
    expect(up.body).toEqual({ data: { logo_url: '/api/company-logo' } });
    expect(last(ORG_ADMIN_RPC.setCompanyLogo).payload).toEqual({ content_base64: bytes.toString('base64') });

    const employee = await gw.session({ uid: 703, cid: 71, rid: 5 });
    const img = await gw.http().get('/api/company-logo').set('Authorization', as(employee)).buffer(true).expect(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(img.body as Buffer).toString()).toBe('JPEG-BYTES');
    const elsewhere = await gw.session({ uid: 801, cid: 81, rid: 1 });
    expect((await gw.http().get('/api/company-logo').set('Authorization', as(elsewhere)).expect(404)).body).toEqual({ error: 'not_found' });
  });

  it('lists holidays by year, confirms deletes only when asked, and copies a year', async () => {
    await gw.http().get('/api/holidays?year=2027&type=religious&page=2').set('Authorization', as(hr)).expect(200);
    expect(last(ORG_ADMIN_RPC.listHolidays).payload).toEqual({ year: 2027, type: 'religious', page: 2 });
    await gw.http().delete('/api/holidays/4').set('Authorization', as(hr)).expect(200);
    expect(last(ORG_ADMIN_RPC.deleteHoliday).payload).toEqual({ holiday_id: 4, confirm: false });
    await gw.http().delete('/api/holidays/4?confirm=true').set('Authorization', as(hr)).expect(200);
    expect(last(ORG_ADMIN_RPC.deleteHoliday).payload).toEqual({ holiday_id: 4, confirm: true });
    await gw.http().post('/api/holidays/copy-year').set('Authorization', as(hr)).send({ year: 2026 }).expect(200);
    expect(last(ORG_ADMIN_RPC.copyHolidays).payload).toEqual({ year: 2026 });
  });

  it('creates with save patterns without an id, updates with the path’s, and names other rows as org reads them', async () => {
    await gw.http().post('/api/nationalities').set('Authorization', as(hr)).send({ name: ' Albanian ', id: 3 }).expect(201);
    expect(last(ORG_ADMIN_RPC.saveNationality).payload).toEqual({ name: 'Albanian' });
    await gw.http().put('/api/nationalities/3').set('Authorization', as(hr)).send({ name: 'Turkish' }).expect(200);
    expect(last(ORG_ADMIN_RPC.saveNationality).payload).toEqual({ id: 3, name: 'Turkish' });
    await gw.http().delete('/api/religions/8').set('Authorization', as(hr)).expect(200);
    expect(last(ORG_ADMIN_RPC.deleteReligion).payload).toEqual({ id: 8 });
    await gw.http().post('/api/shifts').set('Authorization', as(hr)).send({ name: 'Night', type: 'strict', start: '22:00', end: '06:00', total_minutes: 1 }).expect(201);
    expect(last(ORG_ADMIN_RPC.saveShift).payload).toEqual({ name: 'Night', type: 'strict', start: '22:00', end: '06:00' });
    await gw.http().put('/api/shifts/5').set('Authorization', as(hr)).send({ name: 'Night', type: 'strict', start: '22:00', end: '07:00' }).expect(200);
    expect(last(ORG_ADMIN_RPC.saveShift).payload).toEqual({ id: 5, name: 'Night', type: 'strict', start: '22:00', end: '07:00' });
    // A team lead lists the teams but does not change them (Actions.manageTeams); a department manager does.
    const lead = await gw.session({ uid: 704, cid: 71, rid: 6 });
    await gw.http().post('/api/teams').set('Authorization', as(lead)).send({ name: 'Night crew', member_ids: [4, 4, 7], department_id: null }).expect(403);
    const manager = await gw.session({ uid: 711, cid: 71, rid: 7 });
    await gw.http().post('/api/teams').set('Authorization', as(manager)).send({ name: 'Night crew', member_ids: [4, 4, 7], department_id: null }).expect(201);
    expect(last(ORG_ADMIN_RPC.createTeam).payload).toEqual({ name: 'Night crew', member_ids: [4, 4, 7], department_id: null });
    expect(last(ORG_ADMIN_RPC.createTeam).meta.actor).toEqual({ userId: 711, companyId: 71, roleId: 7, lang: 'en' });
    await gw.http().get('/api/teams?department_id=2&kind=regular&sort=name').set('Authorization', as(lead)).expect(200);
    expect(last(ORG_ADMIN_RPC.listTeams).payload).toEqual({ department_id: 2, kind: 'regular', sort: 'name' });
    await gw.http().put('/api/departments/2').set('Authorization', as(hr)).send({ manager_user_id: null }).expect(200);
    expect(last(ORG_ADMIN_RPC.updateDepartment).payload).toEqual({ manager_user_id: null, department_id: 2 });
  });

  it('registers a device with 201 and an uncacheable answer (the key is shown once), and revokes one', async () => {
    const dm = await gw.session({ uid: 705, cid: 71, rid: 7 });
    const res = await gw.http().post('/api/gates/3/devices').set('Authorization', as(dm)).send({ name: ' Door tablet ' }).expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data).toMatchObject({ id: 9, gate_id: 3, name: 'Door tablet', device_key: 'k3y-secret' });
    expect(last(ORG_ADMIN_RPC.registerDevice).payload).toEqual({ gate_id: 3, name: 'Door tablet' });
    await gw.http().get('/api/gates/3/devices?per_page=5').set('Authorization', as(dm)).expect(200);
    expect(last(ORG_ADMIN_RPC.listDevices).payload).toEqual({ per_page: 5, gate_id: 3 });
    await gw.http().post('/api/devices/9/revoke').set('Authorization', as(dm)).expect(200);
    expect(last(ORG_ADMIN_RPC.revokeDevice).payload).toEqual({ device_id: 9 });
  });

  it('sets a password from an invitation link with auth, with no actor', async () => {
    const body = { token: 'tok-abc', password: STRONG, password_confirmation: STRONG };
    gw.trackAccountsOf(body);
    const res = await gw.http().post('/api/password/set-with-token').set('X-Forwarded-For', gw.ip()).set('X-Request-Id', 'req-invite-1').send({ ...body, email: 'x@y.z' }).expect(200);
    expect(res.body).toEqual({ data: { ok: true } });
    const call = last(AUTH_RPC.setPasswordWithToken);
    expect(call.payload).toEqual(body);
    expect(call.meta).toEqual({ requestId: 'req-invite-1', actor: null });
  });

  it('sends nothing to org for a call the guards, the id or the shape checks refuse', async () => {
    const before = stubs.calls.length;
    const employee = await gw.session({ uid: 706, cid: 71, rid: 5 });
    await gw.http().post('/api/users').set('Authorization', as(employee)).send({ email: 'a@b.co', full_name: 'A', role_id: 5 }).expect(403);
    await gw.http().post('/api/users').set('Authorization', as(hr)).send({ email: 'not-an-email' }).expect(422);
    await gw.http().delete('/api/shifts/x').set('Authorization', as(hr)).expect(404);
    expect(stubs.calls.length).toBe(before);
  });
});
