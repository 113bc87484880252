import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { PRESENCE_RPC, type PresenceRecordView } from '@presently/contracts';
import { bootPresence, freshId, insertRecord, meta, type PresenceHarness, sql, type TestCompany, type TestUser } from './support/presence-harness';

/**
 * presence.history.changed: written to the outbox with a change of records that reaches a day before
 * today in the company's zone, by every path that writes records; never with a change of today only.
 * The company's zone is chosen so that it is early afternoon there while the suite runs: no run falls
 * near midnight.
 */
describe('presence: announcing changes that reach past days', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let hr: TestUser;
  const offset = 13 - new Date().getUTCHours(); // 13:00–13:59 there: -10 … +13 hours from UTC
  const zone = offset >= 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`; // Etc/GMT-3 is UTC+3
  const day = (daysAgo: number, hm = '09:00') => DateTime.now().setZone(zone).minus({ days: daysAgo }).toFormat('yyyy-MM-dd') + `T${hm}`;
  const at = (daysAgo: number, hm = '09:00') => DateTime.fromISO(day(daysAgo, hm), { zone }).toUTC().toISO() as string;
  const date = (daysAgo: number) => day(daysAgo).slice(0, 10);

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: zone });
    hr = await h.user(company, { role_id: 3 });
  });

  afterAll(async () => {
    await sql(`DELETE FROM presence.outbox WHERE payload->>'company_id' = $1`, [String(company.id)]);
    await h.close();
  });

  /** The user's events in the outbox, in order: [name, from] (from only for history). */
  const events = async (user: TestUser): Promise<Array<[string, string | null]>> => {
    const rows = await sql<{ name: string; from: string | null }>(`SELECT name, payload->>'from' AS "from" FROM presence.outbox WHERE aggregate = $1 ORDER BY seq`, [`user:${user.user_id}`]);
    return rows.map((r) => [r.name, r.from]);
  };
  const history = async (user: TestUser) => (await events(user)).filter(([name]) => name === 'presence.history.changed.v1').map(([, from]) => from);
  const clock = (user: TestUser, action: string) => h.call(PRESENCE_RPC.clock, { action }, user.meta());
  const scan = (user: TestUser, scannedAt: string) =>
    h.call(PRESENCE_RPC.deviceScan, { company_id: company.id, device_id: freshId(), gate_id: freshId(), qr_code: user.qr_code, scan_id: randomUUID(), scanned_at: scannedAt }, meta());

  it('announces nothing of the past for a day of clocking and scanning inside today', async () => {
    const ana = await h.user(company);
    await clock(ana, 'start-clock-in');
    await clock(ana, 'start-break');
    await clock(ana, 'end-break');
    await clock(ana, 'end-clock-in');
    await scan(ana, new Date().toISOString());
    await scan(ana, new Date().toISOString());
    const all = await events(ana);
    expect(all.length).toBe(6);
    expect(all.every(([name]) => name === 'presence.record.changed.v1')).toBe(true);
  });

  it('a clock-out across midnight reaches the day the work started, in the same transaction as the change', async () => {
    const bob = await h.user(company);
    await insertRecord(bob, 'work', at(1, '22:00'), null);
    await clock(bob, 'end-clock-in');
    expect(await events(bob)).toEqual([
      ['presence.record.changed.v1', null],
      ['presence.history.changed.v1', date(1)],
    ]);
    // Both rows of one commit: the same transaction id as the record's change.
    const [a, b] = await sql<{ xmin: string }>(`SELECT xmin::text FROM presence.outbox WHERE aggregate = $1 ORDER BY seq`, [`user:${bob.user_id}`]);
    expect(a.xmin).toBe(b.xmin);
  });

  it('a late device scan reaches its own old day; an on-time scan closing work of an earlier day reaches that day', async () => {
    const cem = await h.user(company);
    await scan(cem, at(3, '07:30'));
    expect(await history(cem)).toEqual([date(3)]);
    const dan = await h.user(company);
    await insertRecord(dan, 'work', at(1, '21:00'), null);
    await scan(dan, new Date().toISOString());
    expect(await history(dan)).toEqual([date(1)]);
  });

  it('edits: a record created, moved to today, moved back, deleted — each reaches the past day it touched', async () => {
    const eve = await h.user(company);
    const created = await h.call<PresenceRecordView>(PRESENCE_RPC.createRecord, { user_id: eve.user_id, kind: 'work', start: at(5), end: at(5, '12:00'), reason: 'Forgot' }, hr.meta());
    expect(await history(eve)).toEqual([date(5)]);
    await h.call(PRESENCE_RPC.updateRecord, { id: created.id, start: at(0, '08:00'), end: at(0, '10:00'), reason: 'Wrong day' }, hr.meta());
    expect(await history(eve)).toEqual([date(5), date(5)]);
    await h.call(PRESENCE_RPC.updateRecord, { id: created.id, start: at(2, '08:00'), end: at(2, '10:00'), reason: 'It was right after all' }, hr.meta());
    expect(await history(eve)).toEqual([date(5), date(5), date(2)]);
    await h.call(PRESENCE_RPC.deleteRecord, { id: created.id, reason: 'Duplicate' }, hr.meta());
    expect(await history(eve)).toEqual([date(5), date(5), date(2), date(2)]);
    // An edit inside today only: the live board hears of it, past days' readers do not.
    const today = await h.call<PresenceRecordView>(PRESENCE_RPC.createRecord, { user_id: eve.user_id, kind: 'work', start: at(0, '09:00'), end: at(0, '11:00'), reason: 'Forgot' }, hr.meta());
    await h.call(PRESENCE_RPC.updateRecord, { id: today.id, end: at(0, '11:30'), reason: 'Later' }, hr.meta());
    expect(await history(eve)).toHaveLength(4);
    expect((await events(eve)).filter(([name]) => name === 'presence.record.changed.v1')).toHaveLength(6);
  });

  it('an automatic stop of work started yesterday reaches yesterday', async () => {
    const fay = await h.user(company, { work: { automatic_presence_stop: true, working_hours: 8, max_paid_break_minutes: 0 } });
    await insertRecord(fay, 'work', at(1, '08:00'), null);
    await expect(h.call(PRESENCE_RPC.currentPresence, {}, fay.meta())).resolves.toEqual([]);
    expect(await history(fay)).toEqual([date(1)]);
  });
});
