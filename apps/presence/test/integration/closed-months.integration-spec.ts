import { MONTH_CLOSURE_CHANGED, type MonthClosureChangedEvent, PRESENCE_RPC, type PresenceRecordView } from '@presently/contracts';
import { publishTestEvent, waitFor } from '@presently/testing';
import { bootPresence, freshId, insertRecord, meta, type PresenceHarness, rpcError, sql, type TestCompany, type TestUser } from './support/presence-harness';

/**
 * presence's copy of org's closed months, kept by org.month-closure.changed.v1 through the inbox, and
 * the edits it refuses: a record of a closed month is neither changed, deleted, moved nor overlapped;
 * a department's closure holds only its people; a reopen lets the edit through; an older event
 * arriving late never closes a reopened month again.
 */
describe('presence: closed months', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let hr: TestUser;
  let ana: TestUser;
  let bob: TestUser;
  const SALES = freshId();
  const closedKey = (month: string) => ({ status: 422, errors: { _: [`month_closed:${month}`] } });

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: 'Europe/Skopje' });
    hr = await h.user(company, { role_id: 3 });
    ana = await h.user(company, { role_id: 4, department_id: SALES });
    bob = await h.user(company, { role_id: 4, department_id: freshId() });
  });

  afterAll(async () => {
    await sql('DELETE FROM presence.closed_months WHERE company_id = $1', [company.id]);
    await h.close();
  });

  /** Publishes the event as org's relay does, with a chosen instant (events may arrive late). */
  const publish = (payload: MonthClosureChangedEvent, occurredAt = new Date().toISOString()) =>
    publishTestEvent(MONTH_CLOSURE_CHANGED.key, payload, { occurredAt, meta: meta() });
  const held = (month: string, department = 0) =>
    sql<{ closed: boolean }>('SELECT closed FROM presence.closed_months WHERE company_id = $1 AND month = $2 AND department_id = $3', [company.id, month, department]).then((r) => r[0]?.closed);
  const processed = (id: string) => sql('SELECT 1 FROM presence.processed_events WHERE event_id = $1', [id]).then((r) => r.length > 0);
  const update = (id: number, change: Record<string, unknown>, who = hr) => h.call<PresenceRecordView>(PRESENCE_RPC.updateRecord, { id, reason: 'Correction', ...change }, who.meta());

  it('refuses every edit touching a closed October, in the company zone, until it is reopened', async () => {
    const october = await insertRecord(ana, 'work', '2025-10-15T06:00:00Z', '2025-10-15T14:00:00Z');
    const november = await insertRecord(ana, 'work', '2025-11-04T06:00:00Z', '2025-11-04T14:00:00Z');
    // 31 October 22:00 to 1 November 06:00 in Skopje (UTC+1): a night shift across the month's end.
    const night = await insertRecord(bob, 'work', '2025-10-31T21:00:00Z', '2025-11-01T05:00:00Z');
    await publish({ company_id: company.id, month: '2025-10', department_id: null, closed: true });
    await waitFor(() => held('2025-10'));

    expect(await rpcError(update(october, { end: '2025-10-15T15:00:00Z' }))).toEqual(closedKey('2025-10'));
    expect(await rpcError(h.call(PRESENCE_RPC.deleteRecord, { id: october, reason: 'Duplicate' }, hr.meta()))).toEqual(closedKey('2025-10'));
    expect(await rpcError(h.call(PRESENCE_RPC.createRecord, { user_id: ana.user_id, kind: 'work', start: '2025-10-20T06:00:00Z', end: '2025-10-20T14:00:00Z', reason: 'Forgot' }, hr.meta()))).toEqual(
      closedKey('2025-10'),
    );
    // Moving a November record into October, and a night shift whose first day is in October.
    expect(await rpcError(update(november, { start: '2025-10-31T06:00:00Z', end: '2025-10-31T14:00:00Z' }))).toEqual(closedKey('2025-10'));
    expect(await rpcError(update(night, { end: '2025-11-01T06:00:00Z' }))).toEqual(closedKey('2025-10'));
    // A record added on 1 November that would trim the night shift reaches back into October too.
    expect(await rpcError(h.call(PRESENCE_RPC.createRecord, { user_id: bob.user_id, kind: 'break', start: '2025-11-01T04:00:00Z', end: '2025-11-01T04:30:00Z', reason: 'Break' }, hr.meta()))).toEqual(
      closedKey('2025-10'),
    );
    // November itself stays open: 00:30 on 1 November in Skopje is 31 October 23:30 UTC.
    await expect(update(november, { end: '2025-11-04T15:00:00Z' })).resolves.toMatchObject({ id: november });
    await expect(h.call(PRESENCE_RPC.createRecord, { user_id: ana.user_id, kind: 'work', start: '2025-10-31T23:30:00Z', end: '2025-11-01T01:00:00Z', reason: 'Night' }, hr.meta())).resolves.toBeDefined();

    // A close published before the reopen, delivered after it, does not close October again.
    await publish({ company_id: company.id, month: '2025-10', department_id: null, closed: false });
    await waitFor(async () => (await held('2025-10')) === false);
    const late = await publish({ company_id: company.id, month: '2025-10', department_id: null, closed: true }, '2020-01-01T00:00:00.000Z');
    await waitFor(() => processed(late));
    expect(await held('2025-10')).toBe(false);
    await expect(update(october, { end: '2025-10-15T15:00:00Z' })).resolves.toMatchObject({ id: october });
  });

  it("a department's closure holds its own people only", async () => {
    const anas = await insertRecord(ana, 'work', '2025-09-10T06:00:00Z', '2025-09-10T14:00:00Z');
    const bobs = await insertRecord(bob, 'work', '2025-09-10T06:00:00Z', '2025-09-10T14:00:00Z');
    await publish({ company_id: company.id, month: '2025-09', department_id: SALES, closed: true });
    await waitFor(() => held('2025-09', SALES));
    expect(await rpcError(update(anas, { end: '2025-09-10T15:00:00Z' }))).toEqual(closedKey('2025-09'));
    await expect(update(bobs, { end: '2025-09-10T15:00:00Z' })).resolves.toMatchObject({ id: bobs });
  });
});
