import { randomUUID } from 'node:crypto';
import { type DeviceScanResult, PRESENCE_RPC, type PresenceHistoryPage } from '@presently/contracts';
import { bootPresence, freshId, insertRecord, meta, type PresenceHarness, recordsOf, rpcError, sql, type TestCompany, type TestUser } from './support/presence-harness';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(24, 1)]);

describe('presence: gate device scans', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let other: TestCompany;
  const device = freshId();
  const gate = freshId();
  let hr: TestUser;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: 'Europe/Skopje', saving_images: true });
    other = await h.company();
    hr = await h.user(company, { role_id: 3 });
  });

  afterAll(async () => {
    await h.close();
  });

  const scan = (user: Pick<TestUser, 'qr_code'>, over: Record<string, unknown> = {}) =>
    h.call<DeviceScanResult>(
      PRESENCE_RPC.deviceScan,
      { company_id: company.id, device_id: device, gate_id: gate, qr_code: user.qr_code, scan_id: randomUUID(), scanned_at: new Date().toISOString(), ...over },
      meta(),
    );

  it('toggles: the first scan clocks in, the next clocks out', async () => {
    const ana = await h.user(company);
    const first = await scan(ana, { scanned_at: new Date(Date.now() - 60_000).toISOString() });
    expect(first).toEqual({ scan_id: expect.any(String), user_id: ana.user_id, full_name: ana.full_name, action: 'clock-in', duplicate: false, at: expect.any(String) });
    const [open] = await recordsOf(ana.user_id);
    expect(open).toMatchObject({ kind: 'work', source: 'device', ended_at: null });
    const second = await scan(ana);
    expect(second.action).toBe('clock-out');
    const [closed] = await recordsOf(ana.user_id);
    expect(closed.ended_at).toEqual(new Date(second.at));
    const [row] = await sql<{ device_id: number; registered_start: Date; registered_end: Date }>('SELECT device_id, registered_start, registered_end FROM presence.presence_records WHERE id = $1', [closed.id]);
    expect(row).toEqual({ device_id: device, registered_start: new Date(first.at), registered_end: new Date(second.at) });
  });

  it('changes nothing for a repeated scan id, even for retries arriving together', async () => {
    const bob = await h.user(company);
    const scanId = randomUUID();
    const at = new Date(Date.now() - 5_000).toISOString();
    const answers = await Promise.all(Array.from({ length: 10 }, () => scan(bob, { scan_id: scanId, scanned_at: at })));
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(new Set(answers.map((a) => `${a.action}|${a.at}|${a.user_id}`)).size).toBe(1);
    await expect(scan(bob, { scan_id: scanId, scanned_at: at })).resolves.toEqual({ ...answers[0], duplicate: true });
    expect(await recordsOf(bob.user_id)).toHaveLength(1);
    expect(await sql('SELECT id FROM presence.device_scans WHERE device_id = $1 AND scan_id = $2', [device, scanId])).toHaveLength(1);
  });

  it('places a late scan at its own time', async () => {
    const cem = await h.user(company);
    const web = await insertRecord(cem, 'work', '2026-03-02T07:00:00Z', '2026-03-02T11:00:00Z');
    // The device was offline: a clock-in from before the web record arrives now.
    const lateIn = await scan(cem, { scanned_at: '2026-03-02T06:30:00Z' });
    expect(lateIn.action).toBe('clock-in');
    let rows = await recordsOf(cem.user_id);
    expect(rows.map((r) => [r.kind, r.started_at.toISOString(), r.ended_at?.toISOString()])).toEqual([['work', '2026-03-02T06:30:00.000Z', '2026-03-02T11:00:00.000Z']]);
    // And a clock-out in the middle of it: the work ends where the gate says.
    const lateOut = await scan(cem, { scanned_at: '2026-03-02T10:00:00Z' });
    expect(lateOut.action).toBe('clock-out');
    rows = await recordsOf(cem.user_id);
    expect(rows.map((r) => [r.kind, r.started_at.toISOString(), r.ended_at?.toISOString()])).toEqual([['work', '2026-03-02T06:30:00.000Z', '2026-03-02T10:00:00.000Z']]);
    const trail = await sql<{ action: string }>('SELECT action FROM presence.presence_audit WHERE user_id = $1 ORDER BY id', [cem.user_id]);
    expect(trail.map((t) => t.action)).toEqual(['merge', 'update']);
    expect(await sql('SELECT id FROM presence.presence_records WHERE id = $1', [web])).toEqual([]);
  });

  it('a late clock-in days before the next record lasts a working day at most, and the late clock-out ends it', async () => {
    const ivo = await h.user(company, { work: { working_hours: 8, max_paid_break_minutes: 30 } });
    const today = await insertRecord(ivo, 'work', new Date(Date.now() - 3_600_000), null);
    await scan(ivo, { scanned_at: '2026-03-02T07:30:00Z' });
    let rows = await recordsOf(ivo.user_id);
    expect(rows.map((r) => [r.started_at.toISOString(), r.ended_at?.toISOString() ?? null])).toEqual([
      ['2026-03-02T07:30:00.000Z', '2026-03-02T16:00:00.000Z'],
      [rows[1].started_at.toISOString(), null],
    ]);
    expect(rows[1].id).toBe(today);
    await expect(scan(ivo, { scanned_at: '2026-03-02T15:00:00Z' })).resolves.toMatchObject({ action: 'clock-out' });
    rows = await recordsOf(ivo.user_id);
    expect(rows[0].ended_at).toEqual(new Date('2026-03-02T15:00:00Z'));
    expect(rows[1]).toMatchObject({ id: today, ended_at: null });
  });

  it('a late clock-in before an open break ends where the break begins', async () => {
    const dan = await h.user(company);
    const start = new Date(Date.now() - 3_600_000);
    await insertRecord(dan, 'break', start, null);
    const late = await scan(dan, { scanned_at: new Date(start.getTime() - 600_000).toISOString() });
    expect(late.action).toBe('clock-in');
    const rows = await recordsOf(dan.user_id);
    expect(rows.map((r) => [r.kind, r.ended_at === null])).toEqual([
      ['work', false],
      ['break', true],
    ]);
    expect(rows[0].ended_at).toEqual(start);
  });

  it('refuses wrong codes, codes of other companies, deactivated users and disabled logging', async () => {
    expect(await rpcError(scan({ qr_code: 'no-such-code' }))).toEqual({ status: 422, error: 'wrong_qr_code' });
    const stranger = await h.user(other);
    expect(await rpcError(scan(stranger))).toEqual({ status: 422, error: 'wrong_qr_code' });
    const gone = await h.user(company, { status: 'deactivated' });
    expect(await rpcError(scan(gone))).toEqual({ status: 404, error: 'user_not_found' });
    const muted = await h.user(company, { work: { disable_presence_logging: true } });
    const mutedScan = randomUUID();
    expect(await rpcError(scan(muted, { scan_id: mutedScan }))).toEqual({ status: 403, error: 'presence_logging_disabled' });
    expect(await sql('SELECT id FROM presence.device_scans WHERE scan_id = $1', [mutedScan])).toEqual([]);
    await insertRecord(muted, 'work', new Date(Date.now() - 60_000), null);
    await expect(scan(muted)).resolves.toMatchObject({ action: 'clock-out' });
    expect(await rpcError(scan(muted, { scan_id: '', scanned_at: 'yesterday', image: 'bm90IGFuIGltYWdl' }))).toEqual({
      status: 422,
      errors: { scan_id: ['field_required'], scanned_at: ['date_invalid'], image: ['file_must_be_image'] },
    });
  });

  it('finds a user it does not hold by the QR code, asking org', async () => {
    const newcomer = await h.user(company, { held: false });
    await expect(scan(newcomer)).resolves.toMatchObject({ user_id: newcomer.user_id, action: 'clock-in' });
    expect(h.peers.calls.some((c) => c.pattern === 'org.presence.profile' && c.payload.qr_code === newcomer.qr_code)).toBe(true);
  });

  it('keeps the image only when the company and the user save images; shown within scope', async () => {
    const eve = await h.user(company, { work: { saving_images: true } });
    const fay = await h.user(company, { work: { saving_images: false } });
    await scan(eve, { image: PNG.toString('base64') });
    await scan(fay, { image: PNG.toString('base64') });
    const [eveRecord] = await recordsOf(eve.user_id);
    const [fayRecord] = await recordsOf(fay.user_id);
    const image = await h.call<{ mime: string; content_base64: string; action: string }>(PRESENCE_RPC.scanImage, { record_id: eveRecord.id }, hr.meta());
    expect(image).toMatchObject({ record_id: eveRecord.id, action: 'clock-in', mime: 'image/png', content_base64: PNG.toString('base64') });
    await expect(h.call(PRESENCE_RPC.scanImage, { record_id: eveRecord.id }, eve.meta())).resolves.toMatchObject({ mime: 'image/png' });
    expect(await rpcError(h.call(PRESENCE_RPC.scanImage, { record_id: eveRecord.id }, fay.meta()))).toEqual({ status: 403, error: 'no_permission' });
    expect(await rpcError(h.call(PRESENCE_RPC.scanImage, { record_id: fayRecord.id }, hr.meta()))).toEqual({ status: 404, error: 'not_found' });
    const outsider = await h.user(other, { role_id: 3 });
    expect(await rpcError(h.call(PRESENCE_RPC.scanImage, { record_id: eveRecord.id }, outsider.meta()))).toEqual({ status: 404, error: 'not_found' });
    const history = await h.call<PresenceHistoryPage>(PRESENCE_RPC.teamHistory, { user_id: eve.user_id }, hr.meta());
    expect(history.items[0]).toMatchObject({ has_image: true, source: 'device', device_id: device });
  });
});
