import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import Redis from 'ioredis';
import request from 'supertest';
import { SERVICE_NAMES, sessionKey, type SessionRecord } from '@presently/contracts';
import { applyTestEnv } from '@presently/testing';
import { createGateway, initGateway } from '../../src/create-gateway';
import { loadGatewayConfig } from '../../src/gateway-config';

describe('gateway (HTTP edge) with no services running', () => {
  let app: INestApplication;
  let redis: Redis;
  const sid = `gwtest-catalogues-${process.pid}-${Date.now()}`;
  const secret = 'x'.repeat(48);
  const jwt = new JwtService({ secret });
  const webDist = mkdtempSync(join(tmpdir(), 'presently-web-'));

  beforeAll(async () => {
    applyTestEnv();
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Presently</title><div id="root"></div>');
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
    // A virtual host with no consumers: every service is "down" for this suite.
    const config = loadGatewayConfig({ ...process.env, JWT_SECRET: secret, WEB_DIST: webDist, HEALTH_TIMEOUT_MS: '300', RPC_TIMEOUT_MS: '300' });
    app = await createGateway(config);
    await initGateway(app);
    redis = new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX });
  });

  afterAll(async () => {
    await redis.del(sessionKey(sid));
    await redis.quit();
    await app.close();
  });

  const http = () => request(app.getHttpServer());

  it('reports 503 naming every service that does not answer, with the backing services up', async () => {
    const res = await http().get('/api/health').expect(503);
    expect(res.body.error).toBe('health_degraded');
    expect(res.body.down).toEqual([...SERVICE_NAMES]);
    expect(res.body.data.checks).toEqual({ postgres: 'up', rabbitmq: 'up', redis: 'up' });
  });

  it('answers a call routed to a service that is down with 503 within its timeout', async () => {
    const res = await http().get('/api/health/services/presence').expect(503);
    expect(res.body).toEqual({ error: 'service_unavailable' });
  });

  it('answers 404 with a key for an unknown service and an unknown API route', async () => {
    expect((await http().get('/api/health/services/payroll').expect(404)).body).toEqual({ error: 'not_found' });
    expect((await http().get('/api/no-such-thing').expect(404)).body).toEqual({ error: 'not_found' });
  });

  it('requires a valid bearer token on every route that is not public', async () => {
    expect((await http().get('/api/catalogues').expect(401)).body).toEqual({ error: 'unauthenticated' });
    await http().get('/api/catalogues').set('Authorization', 'Bearer not-a-token').expect(401);
    const forged = new JwtService({ secret: 'y'.repeat(48) }).sign({ sub: 1, cid: 1, rid: 1, lang: 'en' });
    await http().get('/api/catalogues').set('Authorization', `Bearer ${forged}`).expect(401);
    const expired = jwt.sign({ sub: 1, cid: 1, rid: 1, lang: 'en', exp: Math.floor(Date.now() / 1000) - 10 });
    await http().get('/api/catalogues').set('Authorization', `Bearer ${expired}`).expect(401);
  });

  it('serves the catalogues to a signed-in user', async () => {
    const record: SessionRecord = { sid, uid: 5, cid: 2, rid: 5, lang: 'mk', terms: true, pcr: false, pexp: false, sr: false };
    await redis.set(sessionKey(sid), JSON.stringify(record), 'EX', 60);
    const token = jwt.sign({ sub: 5, sid, cid: 2, rid: 5 }, { expiresIn: 60 });
    const res = await http().get('/api/catalogues').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.body.data.presence_types).toHaveLength(26);
    expect(res.body.data.presence_types[0]).toMatchObject({ id: 1, name: 'Work', color: '#2786fb' });
    expect(res.body.data.roles.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(res.body.data.absence_types).toHaveLength(11);
  });

  it('answers malformed and oversized bodies with 4xx keys, never a 500', async () => {
    const bad = await http().post('/api/health').set('Content-Type', 'application/json').send('{"oops"').expect(400);
    expect(bad.body).toEqual({ error: 'malformed_body' });
    const big = await http()
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ blob: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(big.body).toEqual({ error: 'payload_too_large' });
  });

  it('echoes a request id, or makes one', async () => {
    const given = await http().get('/api/health/live').set('X-Request-Id', 'abc-123').expect(200);
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await http().get('/api/health/live').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('documents the API at /api/docs', async () => {
    const doc = await http().get('/api/docs-json').expect(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/health/services/{service}', '/api/catalogues']));
    const ui = await http().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('documents each request body from its contract schema, a nullable text as text (never as a list)', async () => {
    const doc = await http().get('/api/docs-json').expect(200);
    const schemas = doc.body.components.schemas as Record<string, { properties?: Record<string, { type?: unknown; nullable?: boolean }> }>;
    // A contract form with nullable text fields, from three services' areas.
    expect(schemas.VacationDaysDto.properties?.name).toMatchObject({ type: 'string' });
    expect(schemas.LoginDto.properties?.email).toMatchObject({ type: 'string', format: 'email' });
    const lists = Object.entries(schemas).flatMap(([name, s]) =>
      Object.entries(s.properties ?? {})
        .filter(([, p]) => Array.isArray(p.type))
        .map(([field]) => `${name}.${field}`),
    );
    expect(lists).toEqual([]);
    // Every route the gateway serves under /api is in the document.
    const post = doc.body.paths['/api/absences']?.post;
    expect(post).toBeDefined();
  });

  it('serves the web app with a history-mode fallback, but never for /api', async () => {
    const page = await http().get('/my-presence').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<div id="root">');
    await http().get('/app.js').expect(200);
    await http().get('/api/unknown').set('Accept', 'text/html').expect(404);
  });
});
