import { randomBytes, randomInt } from 'node:crypto';
import { type DeviceIdentity, ORG_ADMIN_RPC, PRESENCE_RPC, type MessageEnvelope } from '@presently/contracts';
import { DEVICE_AUTH_FAILURES_PER_IP_PER_MINUTE, DEVICE_KEYS, deviceKeyHash } from '../../src/devices/device-auth.service';
import { GatewayHarness, type TestSession } from './support/gateway-harness';
import { StubServices } from './support/stub-services';

const SCANS_PER_MINUTE = 8;

/**
 * The device API (POST /api/device/scans) against stand-ins for org (which knows the keys) and
 * presence (which records the scans): authentication by X-Device-Key and its cache, the checks of
 * the body, the per-device budget, and the scan forwarded with the device's company and gate.
 */
describe('gateway device API: gate scans', () => {
  const gw = new GatewayHarness();
  const stubs = new StubServices(['presence', 'org']);
  /** Device keys org knows, by key. */
  const known = new Map<string, DeviceIdentity>();
  const scans = new Map<string, Record<string, unknown>>();
  const ips: string[] = [];
  let admin: TestSession;

  /** A registered device with its own key, gate and id (unique per test, so caches and budgets never meet). */
  const device = (overrides: Partial<DeviceIdentity> = {}) => {
    const key = `pdk_${randomBytes(32).toString('base64url')}`;
    const identity: DeviceIdentity = { device_id: randomInt(1_000_000, 2_000_000_000), gate_id: randomInt(1_000_000, 2_000_000_000), company_id: 91, gate_active: true, ...overrides };
    known.set(key, identity);
    for (const k of [DEVICE_KEYS.auth(deviceKeyHash(key)), DEVICE_KEYS.ofDevice(identity.device_id), DEVICE_KEYS.ofGate(identity.gate_id)]) gw.trackKey(k);
    const minute = Math.floor(Date.now() / 60_000);
    for (const m of [minute, minute + 1]) gw.trackKey(DEVICE_KEYS.scans(deviceKeyHash(key), m));
    return { key, ...identity };
  };
  const ip = () => {
    const a = gw.ip();
    ips.push(a);
    const minute = Math.floor(Date.now() / 60_000);
    for (const m of [minute, minute + 1]) gw.trackKey(DEVICE_KEYS.failures(a, m));
    return a;
  };
  const scan = (key: string | null, body: Record<string, unknown>, from = ip()) => {
    const req = gw.http().post('/api/device/scans').set('X-Forwarded-For', from);
    return (key === null ? req : req.set('X-Device-Key', key)).send(body);
  };
  const body = (deviceId: number, extra: Record<string, unknown> = {}) => ({
    device_id: deviceId,
    qr_code: 'qr-ana',
    scanned_at: '2026-11-23T07:58:12Z',
    scan_id: `scan-${randomBytes(6).toString('hex')}`,
    ...extra,
  });
  const authCalls = () => stubs.callsOf(ORG_ADMIN_RPC.authenticateDevice).length;

  beforeAll(async () => {
    await gw.start({ RPC_TIMEOUT_MS: '3000', RATE_LIMIT_DEVICE_PER_MINUTE: String(SCANS_PER_MINUTE) });
    admin = await gw.session({ uid: 951, cid: 91, rid: 1 });
    stubs
      .on(ORG_ADMIN_RPC.authenticateDevice, ({ payload }) => {
        const identity = known.get(payload.device_key as string);
        return identity ? { data: identity } : { status: 404, error: 'device_unknown' };
      })
      .on(ORG_ADMIN_RPC.revokeDevice, ({ payload }) => {
        for (const [key, identity] of known) if (identity.device_id === payload.device_id) known.delete(key);
        return { data: { id: payload.device_id, revoked: true } };
      })
      .on(ORG_ADMIN_RPC.saveGate, ({ payload }) => {
        for (const identity of known.values()) if (identity.gate_id === payload.id) identity.gate_active = payload.active === true;
        return { data: { id: payload.id, name: payload.name, active: payload.active, device_count: 1 } };
      })
      .on(PRESENCE_RPC.deviceScan, ({ payload }: MessageEnvelope<Record<string, unknown>>) => {
        if (payload.qr_code === 'qr-unknown') return { status: 422, errors: { qr_code: ['wrong_qr_code'] } };
        const first = scans.get(`${payload.device_id}/${payload.scan_id}`);
        if (first) return { data: { ...first, duplicate: true } };
        const result = { scan_id: payload.scan_id, user_id: 12, full_name: 'Ana', action: 'clock-in', duplicate: false, at: payload.scanned_at };
        scans.set(`${payload.device_id}/${payload.scan_id}`, result);
        return { data: result };
      });
    await stubs.start();
  });

  afterAll(async () => {
    await stubs.stop();
    await gw.stop();
  });

  it('forwards a scan with the key’s company, gate and device and no actor, 201; the same scan_id again is 200 duplicate', async () => {
    const d = device();
    const sent = body(d.device_id, { company_id: 1, gate_id: 2, user_id: 3 });
    const res = await scan(d.key, sent).set('X-Request-Id', 'req-scan-1').expect(201);
    expect(res.body).toEqual({ data: { scan_id: sent.scan_id, user_id: 12, full_name: 'Ana', action: 'clock-in', duplicate: false, at: sent.scanned_at } });
    const call = stubs.callsOf(PRESENCE_RPC.deviceScan).at(-1)!.envelope;
    expect(call.payload).toEqual({ device_id: d.device_id, qr_code: 'qr-ana', scanned_at: sent.scanned_at, scan_id: sent.scan_id, company_id: 91, gate_id: d.gate_id });
    expect(call.meta).toEqual({ requestId: 'req-scan-1', actor: null });
    const again = await scan(d.key, sent).expect(200);
    expect(again.body.data).toMatchObject({ scan_id: sent.scan_id, duplicate: true });
  });

  it('asks org once for a key and keeps its answer for the next scans (never the key itself in Redis)', async () => {
    const d = device();
    const before = authCalls();
    for (let i = 0; i < 3; i++) await scan(d.key, body(d.device_id)).expect(201);
    expect(authCalls()).toBe(before + 1);
    const keys = await gw.redis.keys(`${DEVICE_KEYS.auth('')}*`);
    expect(keys.join(' ')).not.toContain(d.key.slice(4));
  });

  it('answers 401 device_unknown for a missing, malformed, unknown or revoked key, asking org once per unknown key', async () => {
    expect((await scan(null, body(1)).expect(401)).body).toEqual({ error: 'device_unknown' });
    expect((await scan('with spaces in it', body(1)).expect(401)).body).toEqual({ error: 'device_unknown' });
    const before = authCalls();
    const unknown = `pdk_${randomBytes(32).toString('base64url')}`;
    gw.trackKey(DEVICE_KEYS.auth(deviceKeyHash(unknown)));
    expect((await scan(unknown, body(1)).expect(401)).body).toEqual({ error: 'device_unknown' });
    expect((await scan(unknown, body(1)).expect(401)).body).toEqual({ error: 'device_unknown' });
    expect(authCalls()).toBe(before + 1);
  });

  it('forgets a device revoked through the API at once: its next scan is 401', async () => {
    const d = device();
    await scan(d.key, body(d.device_id)).expect(201);
    await gw.http().post(`/api/devices/${d.device_id}/revoke`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect((await scan(d.key, body(d.device_id)).expect(401)).body).toEqual({ error: 'device_unknown' });
  });

  it('refuses the devices of an inactive gate with 403 gate_inactive, and of a gate switched off through the API at once', async () => {
    const off = device({ gate_active: false });
    expect((await scan(off.key, body(off.device_id)).expect(403)).body).toEqual({ error: 'gate_inactive' });
    const d = device();
    await scan(d.key, body(d.device_id)).expect(201);
    await gw.http().put(`/api/gates/${d.gate_id}`).set('Authorization', `Bearer ${admin.token}`).send({ name: 'Main entrance', active: false }).expect(200);
    expect((await scan(d.key, body(d.device_id)).expect(403)).body).toEqual({ error: 'gate_inactive' });
    await gw.http().put(`/api/gates/${d.gate_id}`).set('Authorization', `Bearer ${admin.token}`).send({ name: 'Main entrance', active: true }).expect(200);
    await scan(d.key, body(d.device_id)).expect(201);
  });

  it('answers 422 device_unknown for a device_id that is missing or not the key’s device, and sends nothing to presence', async () => {
    const d = device();
    const before = stubs.callsOf(PRESENCE_RPC.deviceScan).length;
    const { device_id: _omitted, ...noId } = body(d.device_id);
    for (const sent of [noId, body(d.device_id + 1), body(d.device_id, { device_id: String(d.device_id) }), body(d.device_id, { device_id: null })]) {
      const res = await scan(d.key, sent);
      expect({ sent, status: res.status, body: res.body }).toEqual({ sent, status: 422, body: { errors: { device_id: ['device_unknown'] } } });
    }
    expect(stubs.callsOf(PRESENCE_RPC.deviceScan).length).toBe(before);
  });

  it('checks the body’s fields with keys, and passes presence’s wrong_qr_code on', async () => {
    const d = device();
    const res = await scan(d.key, { device_id: d.device_id, qr_code: '', scanned_at: '2026-11-23 07:58', scan_id: 'x'.repeat(251), image: 'not base64!' });
    expect([res.status, res.body]).toEqual([
      422,
      { errors: { qr_code: ['field_required'], scanned_at: ['date_invalid'], scan_id: ['max_250_characters'], image: ['invalid_option'] } },
    ]);
    const none = await scan(d.key, { device_id: d.device_id });
    expect(none.body).toEqual({ errors: { qr_code: ['field_required'], scanned_at: ['field_required'], scan_id: ['field_required'] } });
    expect((await scan(d.key, body(d.device_id, { scanned_at: '2026-11-23T07:58:12' }))).body).toEqual({ errors: { scanned_at: ['date_invalid'] } });
    expect((await scan(d.key, body(d.device_id, { qr_code: 'qr-unknown' })).expect(422)).body).toEqual({ errors: { qr_code: ['wrong_qr_code'] } });
    expect((await gw.http().post('/api/device/scans').set('X-Device-Key', d.key).set('Content-Type', 'application/json').send('{not json').expect(400)).body).toEqual({
      error: 'malformed_body',
    });
  });

  it('takes an image of 1 MB as base64 (or a data: URL) on this route alone, and refuses more', async () => {
    const d = device();
    const mb = Buffer.alloc(1024 * 1024, 7);
    const image = mb.toString('base64');
    const sent = body(d.device_id, { image });
    await scan(d.key, sent).expect(201);
    expect(stubs.callsOf(PRESENCE_RPC.deviceScan).at(-1)!.envelope.payload.image).toBe(image);
    await scan(d.key, body(d.device_id, { image: `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff]).toString('base64')}` })).expect(201);
    expect(stubs.callsOf(PRESENCE_RPC.deviceScan).at(-1)!.envelope.payload.image).toBe('/9j/');
    const over = await scan(d.key, body(d.device_id, { image: Buffer.alloc(1024 * 1024 + 3, 7).toString('base64') }));
    expect([over.status, over.body]).toEqual([422, { errors: { image: ['file_too_large_1mb'] } }]);
    const huge = await scan(d.key, body(d.device_id, { image: Buffer.alloc(1200 * 1024, 7).toString('base64') }));
    expect([huge.status, huge.body]).toEqual([413, { error: 'payload_too_large' }]);
    // Other routes keep their 1 MB limit.
    const big = await gw.http().post('/api/login').set('X-Forwarded-For', ip()).send({ email: 'a@b.co', password: 'x'.repeat(1100 * 1024) });
    expect([big.status, big.body]).toEqual([413, { error: 'payload_too_large' }]);
  });

  it('limits each device’s scans per minute (429 with Retry-After), whatever address they come from', async () => {
    const d = device();
    const other = device();
    // Keep clear of a minute's end, where the window would start over in the middle of the test.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    for (let i = 0; i < SCANS_PER_MINUTE; i++) await scan(d.key, body(d.device_id), ip()).expect(201);
    const refused = await scan(d.key, body(d.device_id), ip());
    expect([refused.status, refused.body]).toEqual([429, { error: 'too_many_requests' }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another device behind the same address is not held back.
    await scan(other.key, body(other.device_id), ips[ips.length - 1]).expect(201);
  });

  it('stops an address that keeps trying unknown keys from asking org, but not the known devices behind it', async () => {
    const d = device();
    const from = ip();
    await scan(d.key, body(d.device_id), from).expect(201);
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 100));
    for (let i = 0; i < DEVICE_AUTH_FAILURES_PER_IP_PER_MINUTE; i++) {
      const guess = `pdk_${randomBytes(32).toString('base64url')}`;
      gw.trackKey(DEVICE_KEYS.auth(deviceKeyHash(guess)));
      await scan(guess, body(1), from).expect(401);
    }
    const before = authCalls();
    const guess = `pdk_${randomBytes(32).toString('base64url')}`;
    expect((await scan(guess, body(1), from).expect(429)).body).toEqual({ error: 'too_many_requests' });
    expect(authCalls()).toBe(before);
    await scan(d.key, body(d.device_id), from).expect(201);
  });

  it('is documented in OpenAPI with its device key, outside the bearer-token routes', async () => {
    const doc = (await gw.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.components.securitySchemes['device-key']).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Device-Key' });
    expect(doc.paths['/api/device/scans'].post.security).toEqual([{ 'device-key': [] }]);
    expect(doc.paths['/api/device/scans'].post.requestBody).toBeDefined();
  });
});
