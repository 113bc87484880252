import { JwtService } from '@nestjs/jwt';
import { ACCESS_RULES, mayRunReport, Paths, roleSatisfies, type AccessRule } from '@presently/contracts';
import type { RouteAccess } from '../../src/access/access-decision';
import { RouteRegistry, type RegisteredRoute } from '../../src/access/route-registry';
import { GatewayHarness, ROLE_IDS, TEST_JWT_SECRET, type TestSession } from './support/gateway-harness';
import { BEFORE_TERMS, MEMBER_SCREENS, PRESENCE_REPORT_ROUTES, PUBLIC_ROUTES, routeName as name, validCall } from './support/route-table';

describe('gateway access: authentication, session-state gates and the role matrix of every route', () => {
  const gw = new GatewayHarness();
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    await gw.start();
    routes = gw.app.get(RouteRegistry).routes();
  });

  afterAll(() => gw.stop(), 60_000);

  const call = (route: string, session?: TestSession | string) => validCall(gw, route, session);

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
      expect(screens).toEqual(MEMBER_SCREENS);
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

    it('answers 401 on every route that is not public, before anything else (no id or body checks)', async () => {
      const failures: unknown[] = [];
      for (const r of routes.filter((x) => x.access.kind !== 'public')) {
        for (const token of [undefined, 'not-a-token']) {
          const res = await validCall(gw, name(r), token);
          if (res.status !== 401 || res.body.error !== 'unauthenticated') failures.push({ route: name(r), token, status: res.status });
        }
      }
      expect(failures).toEqual([]);
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
    const memberRoutes = ['GET /api/profile', 'GET /api/catalogues', 'GET /api/settings', 'POST /api/submit-survey', 'GET /api/company-logo', 'GET /api/users', 'PUT /api/company-details', 'DELETE /api/shifts/:id'];

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
        // A report route admits any member and then the kind's own rule: the presence report's here.
        const allows = (rid: number, sr: boolean) => roleSatisfies(rule, rid, sr) && (!PRESENCE_REPORT_ROUTES.has(name(r)) || mayRunReport('presence', rid, sr));
        for (const rid of ROLE_IDS) for (const sr of flags) cases.push({ route: name(r), rid, sr, allowed: allows(rid, sr) });
      }
      expect(cases.length).toBeGreaterThanOrEqual(Object.keys(MEMBER_SCREENS).length * ROLE_IDS.length);
      // In batches: every allowed call waits for the RPC timeout of a service that is down (the slow ones too: RPC_LONGEST_TIMEOUT_MS).
      const outcomes: Array<(typeof cases)[number] & { status: number; ok: boolean }> = [];
      for (let i = 0; i < cases.length; i += 80) {
        const batch = cases.slice(i, i + 80);
        outcomes.push(
          ...(await Promise.all(
            batch.map(async (c) => {
              const res = await call(c.route, sessions.get(`${c.rid}/${c.sr}`));
              const ok = c.allowed ? ![401, 403, 500].includes(res.status) : res.status === 403 && res.body.error === 'forbidden';
              return { ...c, status: res.status, ok };
            }),
          )),
        );
      }
      expect(outcomes.filter((o) => !o.ok)).toEqual([]);
      // Allowed calls went on to their (stopped) service, bodies and uploads included.
      expect(outcomes.filter((o) => o.allowed && !['GET /api/catalogues', 'GET /api/presence-types'].includes(o.route) && o.status !== 503)).toEqual([]);
      // The matrix agrees with the spec's table, read independently of the registry.
      const allowedRoles = (route: string) => outcomes.filter((o) => o.route === route && o.allowed && !o.sr).map((o) => o.rid);
      expect(allowedRoles('GET /api/settings')).toEqual([1, 7]);
      expect(allowedRoles('PUT /api/settings')).toEqual([1, 7]);
      expect(allowedRoles('GET /api/profile')).toEqual([...ROLE_IDS]);
      expect(allowedRoles('POST /api/avatar/upload')).toEqual([...ROLE_IDS]);
      expect(ACCESS_RULES[Paths.settings]).toEqual({ kind: 'member', allowedRoles: [1, 7] });
      // The administration screens, as the spec's table gives them (the chairman has role 2's access).
      for (const route of ['GET /api/company-details', 'PUT /api/company-details', 'POST /api/company-details/logo']) expect({ route, roles: allowedRoles(route) }).toEqual({ route, roles: [1] });
      for (const route of ['GET /api/gates', 'POST /api/gates/:id/devices', 'POST /api/devices/:id/revoke']) expect({ route, roles: allowedRoles(route) }).toEqual({ route, roles: [1, 7] });
      const administration = ['GET /api/users', 'POST /api/users', 'PUT /api/users/:id', 'POST /api/users/:id/status', 'DELETE /api/departments/:id', 'POST /api/holidays/copy-year', 'DELETE /api/religions/:id', 'PUT /api/work-rules', 'DELETE /api/shifts/:id'];
      for (const route of administration) expect({ route, roles: allowedRoles(route) }).toEqual({ route, roles: [1, 3, 7] });
      // Team leads see the teams; adding, changing and deleting them is administration.
      expect(allowedRoles('GET /api/teams')).toEqual([1, 3, 6, 7]);
      for (const route of ['POST /api/teams', 'PUT /api/teams/:id', 'DELETE /api/teams/:id']) expect({ route, roles: allowedRoles(route) }).toEqual({ route, roles: [1, 3, 7] });
      expect(allowedRoles('GET /api/company-logo')).toEqual([...ROLE_IDS]);
      // Presence: one's own (role 2, and the chairman with role 2's access, have none), the managers' screen (not role 5).
      for (const route of ['POST /api/start-clock-in', 'POST /api/end-break', 'GET /api/my-presence-current-presence', 'GET /api/my-presence-week-totals', 'POST /api/set-get-presence-comment']) {
        expect({ route, roles: allowedRoles(route) }).toEqual({ route, roles: [1, 3, 4, 5, 6, 7] });
      }
      for (const route of ['GET /api/presence/today', 'PATCH /api/presence/records/:id', 'DELETE /api/presence/records/:id', 'GET /api/presence/records/:id/image', 'POST /api/presence/schedules']) {
        expect({ route, roles: allowedRoles(route) }).toEqual({ route, roles: [1, 2, 3, 4, 6, 7, 8] });
      }
      expect(allowedRoles('GET /api/presence-types')).toEqual([...ROLE_IDS]);
      for (const route of ['GET /api/users/:id/vacation-days', 'PATCH /api/users/:id/vacation-days/:entitlementId', 'DELETE /api/users/:id/vacation-days/:entitlementId']) {
        expect({ route, roles: allowedRoles(route) }).toEqual({ route, roles: [1, 3, 7] });
      }
    }, 240_000);

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
