import { JwtService } from '@nestjs/jwt';
import { ACCESS_RULES, Paths, roleSatisfies, type AccessRule } from '@presently/contracts';
import type { RouteAccess } from '../../src/access/access-decision';
import { RouteRegistry, type RegisteredRoute } from '../../src/access/route-registry';
import { concrete, GatewayHarness, ROLE_IDS, TEST_JWT_SECRET, type TestSession } from './support/gateway-harness';

/** Valid bodies, so that a call the guards let through goes on to its service (which is down: 503). */
const STRONG = 'Str0ng!Pass';
const VALID_BODY: Record<string, object> = {
  'POST /api/change-user-lang': { user_lang: 'mk' },
  'POST /api/first-password-change': { password: STRONG, password_confirmation: STRONG },
  'POST /api/password/expired-change': { old_password: 'Old!Pass1', password: STRONG, password_confirmation: STRONG },
  'POST /api/password/change': { old_password: 'Old!Pass1', password: STRONG, password_confirmation: STRONG },
  'POST /api/profile/updateUserPassword': { old_password: 'Old!Pass1', password: STRONG, password_confirmation: STRONG },
  'PUT /api/settings': { timezone: 'Europe/Skopje' },
  'POST /api/submit-survey': {
    first_answer: 'a',
    second_answer: 'b',
    third_answer: 'c',
    fourth_answer: 'd',
    fifth_answer: 'e',
    sixth_answer: 'yes',
    seventh_answer: 'no',
    eighth_answer: 'yes',
    ninth_answer: 'no',
  },
};

const PUBLIC_ROUTES = [
  'GET /api/bot-check/challenge',
  'GET /api/email/verify/:id/:hash',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/services/:service',
  'POST /api/email/resend',
  'POST /api/login',
  'POST /api/login/two-factor',
  'POST /api/login/two-factor/resend',
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/register',
  'POST /api/token/refresh',
];
const BEFORE_TERMS = ['GET /api/user-info', 'POST /api/accept-privacy-policy', 'POST /api/change-user-lang', 'POST /api/vue-logout'];

const name = (r: Pick<RegisteredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

describe('gateway identity API: authentication, session-state gates and the role matrix', () => {
  const gw = new GatewayHarness();
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    await gw.start();
    routes = gw.app.get(RouteRegistry).routes();
  });

  afterAll(() => gw.stop());

  const call = (route: string, session?: TestSession | string) => {
    const [method, path] = route.split(' ');
    const agent = gw.http();
    let req = method === 'GET' ? agent.get(concrete(path)) : method === 'PUT' ? agent.put(concrete(path)) : agent.post(concrete(path));
    if (session) req = req.set('Authorization', `Bearer ${typeof session === 'string' ? session : session.token}`);
    if (route === 'POST /api/avatar/upload') req = req.attach('avatar', Buffer.from('\x89PNG\r\n\x1a\n-tiny'), 'me.png');
    else if (method !== 'GET') req = req.send(VALID_BODY[route] ?? {});
    return req;
  };

  describe('the route registry', () => {
    it('lists every route with what it declares, and nothing is left undeclared', () => {
      expect(routes.filter((r) => r.access.kind === 'undeclared').map(name)).toEqual([]);
      expect(routes.filter((r) => r.access.kind === 'public').map(name).sort()).toEqual([...PUBLIC_ROUTES].sort());
      const stateRoutes = Object.fromEntries(routes.filter((r) => r.access.kind === 'state').map((r) => [name(r), (r.access as { state: string }).state]));
      expect(stateRoutes).toEqual({
        ...Object.fromEntries(BEFORE_TERMS.map((r) => [r, 'beforeTerms'])),
        'POST /api/first-password-change': 'forcedPasswordChange',
        'POST /api/password/expired-change': 'expiredPasswordChange',
      });
      const screens = Object.fromEntries(routes.filter((r) => r.access.kind === 'member').map((r) => [name(r), (r.access as { screen: string | null }).screen]));
      expect(screens).toEqual({
        'GET /api/catalogues': null,
        'GET /api/users/:id/avatar': null,
        'GET /api/profile': Paths.myProfile,
        'GET /api/profile-religions': Paths.myProfile,
        'GET /api/profile-nationalities': Paths.myProfile,
        'GET /api/profile-countries': Paths.myProfile,
        'POST /api/profile/updateUserPassword': Paths.myProfile,
        'POST /api/password/change': Paths.myProfile,
        'POST /api/avatar/upload': Paths.myProfile,
        'POST /api/submit-survey': Paths.myProfile,
        'GET /api/settings': Paths.settings,
        'PUT /api/settings': Paths.settings,
      });
    });

    it('documents every route in the OpenAPI document, with bearer auth on the signed-in ones', async () => {
      const doc = (await gw.http().get('/api/docs-json').expect(200)).body as {
        paths: Record<string, Record<string, { security?: unknown[] }>>;
        components: { securitySchemes?: Record<string, unknown> };
      };
      expect(doc.components.securitySchemes).toHaveProperty('bearer');
      for (const r of routes) {
        const op = doc.paths[r.path.replace(/:([A-Za-z_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
        expect({ route: name(r), documented: Boolean(op) }).toEqual({ route: name(r), documented: true });
        if (r.access.kind !== 'public') {
          expect({ route: name(r), security: op?.security }).toEqual({ route: name(r), security: [{ bearer: [] }] });
        }
      }
    });
  });

  describe('authentication', () => {
    it('answers 401 without a token, with a malformed, forged or expired one', async () => {
      const { token, sid } = await gw.session();
      expect((await gw.http().get('/api/profile').expect(401)).body).toEqual({ error: 'unauthenticated' });
      await gw.http().get('/api/profile').set('Authorization', 'Bearer not-a-token').expect(401);
      await gw.http().get('/api/profile').set('Authorization', token).expect(401);
      const forged = new JwtService({ secret: 'y'.repeat(48) }).sign({ sub: 1000, sid, cid: 77, rid: 4 });
      expect((await gw.http().get('/api/profile').set('Authorization', `Bearer ${forged}`).expect(401)).body).toEqual({ error: 'unauthenticated' });
      const expired = gw.jwt.sign({ sub: 1000, sid, cid: 77, rid: 4, exp: Math.floor(Date.now() / 1000) - 5 });
      await gw.http().get('/api/profile').set('Authorization', `Bearer ${expired}`).expect(401);
      const none = new JwtService({ secret: TEST_JWT_SECRET, signOptions: { algorithm: 'HS512' } }).sign({ sub: 1000, sid, cid: 77, rid: 4 });
      await gw.http().get('/api/profile').set('Authorization', `Bearer ${none}`).expect(401);
    });

    it('answers 401 when the session named by a valid token is gone (logout, block, password reset)', async () => {
      const session = await gw.session();
      expect((await gw.http().get('/api/catalogues').set('Authorization', `Bearer ${session.token}`)).status).toBe(200);
      await gw.revoke(session);
      expect((await gw.http().get('/api/catalogues').set('Authorization', `Bearer ${session.token}`).expect(401)).body).toEqual({ error: 'unauthenticated' });
      // Revoked sessions are shut out of the calls open before the terms, too.
      await gw.http().post('/api/vue-logout').set('Authorization', `Bearer ${session.token}`).expect(401);
    });

    it('answers 401 for a token without a session id, or naming another user’s session', async () => {
      const noSid = gw.jwt.sign({ sub: 1000, cid: 77, rid: 4 });
      await gw.http().get('/api/catalogues').set('Authorization', `Bearer ${noSid}`).expect(401);
      const other = await gw.session({ uid: 2000 });
      const stolen = gw.jwt.sign({ sub: 1000, sid: other.sid, cid: 77, rid: 4 });
      await gw.http().get('/api/catalogues').set('Authorization', `Bearer ${stolen}`).expect(401);
      const weird = gw.jwt.sign({ sub: 1000, sid: '../../etc/passwd', cid: 77, rid: 4 });
      await gw.http().get('/api/catalogues').set('Authorization', `Bearer ${weird}`).expect(401);
    });

    it('takes the role from the session, not from the token', async () => {
      const employee = await gw.session({ rid: 5 }, { rid: 1 });
      expect((await call('GET /api/settings', employee).expect(403)).body).toEqual({ error: 'forbidden' });
      const sysadmin = await gw.session({ rid: 1 }, { rid: 5 });
      expect((await call('GET /api/settings', sysadmin)).status).toBe(503);
    });
  });

  describe('session-state gates', () => {
    const memberRoutes = ['GET /api/profile', 'GET /api/catalogues', 'GET /api/settings', 'POST /api/submit-survey'];

    it('before the terms are accepted, lets through only user-info, accept-privacy-policy, change-user-lang and vue-logout', async () => {
      const s = await gw.session({ terms: false, rid: 1 });
      for (const route of BEFORE_TERMS) expect({ route, status: (await call(route, s)).status }).toEqual({ route, status: 503 });
      for (const route of [...memberRoutes, 'POST /api/first-password-change', 'POST /api/password/expired-change']) {
        const res = await call(route, s);
        expect({ route, status: res.status, body: res.body }).toEqual({ route, status: 403, body: { error: 'terms_not_accepted' } });
      }
      // Even with a password change pending, the terms come first.
      const both = await gw.session({ terms: false, pcr: true });
      expect((await call('POST /api/first-password-change', both).expect(403)).body).toEqual({ error: 'terms_not_accepted' });
    });

    it('with a new password required, adds only first-password-change', async () => {
      const s = await gw.session({ pcr: true, rid: 1 });
      for (const route of [...BEFORE_TERMS, 'POST /api/first-password-change']) expect({ route, status: (await call(route, s)).status }).toEqual({ route, status: 503 });
      for (const route of [...memberRoutes, 'POST /api/password/expired-change', 'POST /api/password/change']) {
        const res = await call(route, s);
        expect({ route, status: res.status, body: res.body }).toEqual({ route, status: 403, body: { error: 'password_change_required' } });
      }
    });

    it('with an expired password, adds only the expired-password change', async () => {
      const s = await gw.session({ pexp: true, rid: 1 });
      for (const route of [...BEFORE_TERMS, 'POST /api/password/expired-change']) expect({ route, status: (await call(route, s)).status }).toEqual({ route, status: 503 });
      for (const route of [...memberRoutes, 'POST /api/profile/updateUserPassword']) {
        const res = await call(route, s);
        expect({ route, status: res.status, body: res.body }).toEqual({ route, status: 403, body: { error: 'password_expired' } });
      }
      expect((await call('POST /api/first-password-change', s).expect(403)).body).toEqual({ error: 'forbidden' });
    });

    it('keeps the forced and expired password changes closed to a session that needs neither', async () => {
      const s = await gw.session({ rid: 1 });
      expect((await call('POST /api/first-password-change', s).expect(403)).body).toEqual({ error: 'forbidden' });
      expect((await call('POST /api/password/expired-change', s).expect(403)).body).toEqual({ error: 'forbidden' });
      for (const route of BEFORE_TERMS) expect({ route, status: (await call(route, s)).status }).toEqual({ route, status: 503 });
    });

    it('checks the state before validating the body', async () => {
      const s = await gw.session({ pexp: true });
      await gw.http().post('/api/password/change').set('Authorization', `Bearer ${s.token}`).send({}).expect(403);
    });
  });

  describe('the whole role matrix', () => {
    const ruleOf = (access: RouteAccess): AccessRule | null => (access.kind === 'member' ? access.rule : null);

    it('for every member route, every role (and the special-reports flag where it matters): denied → 403 forbidden, allowed → past the guards', async () => {
      const sessions = new Map<string, TestSession>();
      for (const rid of ROLE_IDS) for (const sr of [false, true]) sessions.set(`${rid}/${sr}`, await gw.session({ rid, sr, uid: 3000 + rid }));
      const cases: Array<{ route: string; rid: number; sr: boolean; allowed: boolean }> = [];
      for (const r of routes) {
        const rule = ruleOf(r.access);
        if (!rule) continue;
        const flags = rule.kind === 'member' && rule.specialReports ? [false, true] : [false];
        for (const rid of ROLE_IDS) for (const sr of flags) cases.push({ route: name(r), rid, sr, allowed: roleSatisfies(rule, rid, sr) });
      }
      expect(cases.length).toBeGreaterThanOrEqual(12 * 8);
      const outcomes = await Promise.all(
        cases.map(async (c) => {
          const res = await call(c.route, sessions.get(`${c.rid}/${c.sr}`));
          const ok = c.allowed ? ![401, 403, 500].includes(res.status) : res.status === 403 && res.body.error === 'forbidden';
          return { ...c, status: res.status, ok };
        }),
      );
      expect(outcomes.filter((o) => !o.ok)).toEqual([]);
      // Allowed calls went on to their (stopped) service, bodies and uploads included.
      expect(outcomes.filter((o) => o.allowed && o.route !== 'GET /api/catalogues' && o.status !== 503)).toEqual([]);
      // The matrix agrees with the spec's table, read independently of the registry.
      const allowedRoles = (route: string) => outcomes.filter((o) => o.route === route && o.allowed && !o.sr).map((o) => o.rid);
      expect(allowedRoles('GET /api/settings')).toEqual([1, 7]);
      expect(allowedRoles('PUT /api/settings')).toEqual([1, 7]);
      expect(allowedRoles('GET /api/profile')).toEqual([...ROLE_IDS]);
      expect(allowedRoles('POST /api/avatar/upload')).toEqual([...ROLE_IDS]);
      expect(ACCESS_RULES[Paths.settings]).toEqual({ kind: 'member', allowedRoles: [1, 7] });
    });

    it('lets every role call the session’s own routes', async () => {
      for (const rid of ROLE_IDS) {
        const s = await gw.session({ rid });
        for (const route of BEFORE_TERMS) expect({ route, rid, status: (await call(route, s)).status }).toEqual({ route, rid, status: 503 });
      }
    });

    it('gives an unknown role nothing', async () => {
      const s = await gw.session({ rid: 9 });
      expect((await call('GET /api/profile', s).expect(403)).body).toEqual({ error: 'forbidden' });
    });
  });
});
