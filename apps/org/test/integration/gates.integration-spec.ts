import { type Device, type Gate, ORG_ADMIN_RPC, type Page, type RegisteredDevice } from '@presently/contracts';
import { adminOf, bootOrg, meta, type OrgHarness, rpcError } from './support/org-harness';

describe('org: gates and devices', () => {
  let org: OrgHarness;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let b: Awaited<ReturnType<OrgHarness['register']>>;

  beforeAll(async () => {
    org = await bootOrg();
    a = await org.register();
    b = await org.register();
  });

  afterAll(async () => {
    await org.close();
  });

  const saveGate = (payload: unknown, r = a) => org.call<Gate>(ORG_ADMIN_RPC.saveGate, payload, adminOf(r));
  const register = (gateId: number, name: string, r = a) => org.call<RegisteredDevice>(ORG_ADMIN_RPC.registerDevice, { gate_id: gateId, name }, adminOf(r));
  /** The device API calls without an actor. */
  const authenticate = (key: unknown) => org.call(ORG_ADMIN_RPC.authenticateDevice, { device_key: key }, meta());

  it('adds, changes, lists and deletes gates', async () => {
    const gate = await saveGate({ name: 'Main entrance' });
    expect(gate).toEqual({ id: expect.any(Number), name: 'Main entrance', active: true, device_count: 0 });
    await saveGate({ name: 'Loading dock', active: false });
    await expect(saveGate({ id: gate.id, name: 'North entrance', active: true })).resolves.toMatchObject({ name: 'North entrance' });
    expect(await rpcError(saveGate({ id: gate.id, name: 'North entrance' }))).toEqual({ status: 422, error: 'no_changes_to_save' });
    expect(await rpcError(saveGate({ name: 'north ENTRANCE' }))).toEqual({ status: 422, errors: { name: ['name_taken'] } });
    expect(await rpcError(saveGate({ active: 'yes' }))).toEqual({ status: 422, errors: { name: ['field_required'], active: ['invalid_option'] } });

    const all = await org.call<Page<Gate>>(ORG_ADMIN_RPC.listGates, {}, adminOf(a));
    expect(all.items.map((g) => [g.name, g.active])).toEqual([
      ['Loading dock', false],
      ['North entrance', true],
    ]);
    expect((await org.call<Page<Gate>>(ORG_ADMIN_RPC.listGates, { active: 'true' }, adminOf(a))).items.map((g) => g.id)).toEqual([gate.id]);
    expect((await org.call<Page<Gate>>(ORG_ADMIN_RPC.listGates, {}, adminOf(b))).total).toBe(0);
  });

  it('registers a device with a key shown once, keeps only its hash, and recognises it for the device API', async () => {
    const gate = await saveGate({ name: 'Turnstile 1' });
    const device = await register(gate.id, 'Scanner A');
    expect(device).toEqual({
      id: expect.any(Number),
      gate_id: gate.id,
      name: 'Scanner A',
      key_hint: `…${device.device_key.slice(-4)}`,
      revoked: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      device_key: expect.stringMatching(/^pdk_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await org.sql<{ key_hash: string }>('SELECT key_hash FROM org.devices WHERE id = $1', [device.id]);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(await org.sql('SELECT * FROM org.devices WHERE id = $1', [device.id]))).not.toContain(device.device_key);

    const listed = await org.call<Page<Device>>(ORG_ADMIN_RPC.listDevices, { gate_id: gate.id }, adminOf(a));
    expect(listed.items).toEqual([{ id: device.id, gate_id: gate.id, name: 'Scanner A', key_hint: device.key_hint, revoked: false, created_at: device.created_at }]);
    await expect(org.call<Page<Gate>>(ORG_ADMIN_RPC.listGates, { q: 'turnstile' }, adminOf(a))).resolves.toMatchObject({ items: [{ id: gate.id, device_count: 1 }] });

    await expect(authenticate(device.device_key)).resolves.toEqual({ device_id: device.id, gate_id: gate.id, company_id: a.company_id, gate_active: true });
    await saveGate({ id: gate.id, name: 'Turnstile 1', active: false });
    await expect(authenticate(device.device_key)).resolves.toMatchObject({ gate_active: false });
  });

  it('answers device_unknown for a wrong, malformed or revoked key', async () => {
    const gate = await saveGate({ name: 'Side door' });
    const device = await register(gate.id, 'Scanner B');
    expect(await rpcError(authenticate(`${device.device_key.slice(0, -1)}x`))).toEqual({ status: 404, error: 'device_unknown' });
    expect(await rpcError(authenticate('hello'))).toEqual({ status: 404, error: 'device_unknown' });
    expect(await rpcError(authenticate(undefined))).toEqual({ status: 422, errors: { device_key: ['field_required'] } });

    const revoked = await org.call<Device>(ORG_ADMIN_RPC.revokeDevice, { device_id: device.id }, adminOf(a));
    expect(revoked).toMatchObject({ id: device.id, revoked: true });
    await expect(org.call(ORG_ADMIN_RPC.revokeDevice, { device_id: device.id }, adminOf(a))).resolves.toMatchObject({ revoked: true });
    expect(await rpcError(authenticate(device.device_key))).toEqual({ status: 404, error: 'device_unknown' });
  });

  it('deletes a gate only when no device is in service; revoked ones go with it', async () => {
    const gate = await saveGate({ name: 'Garage' });
    const device = await register(gate.id, 'Scanner C');
    expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteGate, { id: gate.id }, adminOf(a)))).toEqual({ status: 409, error: 'has_devices' });
    await org.call(ORG_ADMIN_RPC.revokeDevice, { device_id: device.id }, adminOf(a));
    await expect(org.call(ORG_ADMIN_RPC.deleteGate, { id: gate.id }, adminOf(a))).resolves.toEqual({ deleted: true });
    expect(await org.sql('SELECT id FROM org.devices WHERE id = $1', [device.id])).toEqual([]);
  });

  it('keeps gates and devices to their company, by id guessing included', async () => {
    const gate = await saveGate({ name: 'Private gate' });
    const device = await register(gate.id, 'Private scanner');
    expect(await rpcError(saveGate({ id: gate.id, name: 'Taken over' }, b))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteGate, { id: gate.id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(org.call(ORG_ADMIN_RPC.listDevices, { gate_id: gate.id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(register(gate.id, 'Planted', b))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(org.call(ORG_ADMIN_RPC.revokeDevice, { device_id: device.id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
    await expect(authenticate(device.device_key)).resolves.toMatchObject({ company_id: a.company_id });
  });
});
