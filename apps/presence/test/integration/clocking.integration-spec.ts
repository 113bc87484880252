import { Client } from 'pg';
import { type CurrentPresence, PRESENCE_RPC } from '@presently/contracts';
import { ServiceUnavailableError } from '@presently/messaging';
import { USER_LOCK_CLASS } from '../../src/records/records.repository';
import { bootPresence, insertRecord, type PresenceHarness, recordsOf, rpcError, sql, type TestCompany } from './support/presence-harness';

describe('presence: clocking', () => {
  let h: PresenceHarness;
  let company: TestCompany;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company();
  });

  afterAll(async () => {
    await h.close();
  });


  it('works, takes a break, comes back and ends the day', async () => {
    const ana = await h.user(company);
    const inWork = await h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-clock-in' }, ana.meta());
    expect(inWork).toEqual([
      expect.objectContaining({ user_id: ana.user_id, kind: 'work', presence_type_id: 1, end: null, source: 'web', registered_end: null }),
    ]);
    expect(inWork[0].registered_start).toBe(inWork[0].start);

    const onBreak = await h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-break' }, ana.meta());
    expect(onBreak).toEqual([expect.objectContaining({ kind: 'break', presence_type_id: 2 })]);
    const back = await h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'end-break' }, ana.meta());
    expect(back).toEqual([expect.objectContaining({ kind: 'work', presence_type_id: 1 })]);
    await expect(h.call(PRESENCE_RPC.currentPresence, {}, ana.meta())).resolves.toEqual(back);

    await expect(h.call(PRESENCE_RPC.clock, { action: 'end-clock-in' }, ana.meta())).resolves.toEqual([]);
    await expect(h.call(PRESENCE_RPC.currentPresence, {}, ana.meta())).resolves.toEqual([]);
    const rows = await recordsOf(ana.user_id);
    expect(rows.map((r) => [r.kind, r.ended_at !== null])).toEqual([
      ['work', true],
      ['break', true],
      ['work', true],
    ]);
    // Each record ends where the next begins.
    expect(rows[0].ended_at).toEqual(rows[1].started_at);
    expect(rows[1].ended_at).toEqual(rows[2].started_at);
  });

  it('answers the same presence when the kind that is on is started again, and 409 when ending what is not on', async () => {
    const bob = await h.user(company);
    const first = await h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-field-work' }, bob.meta());
    await expect(h.call(PRESENCE_RPC.clock, { action: 'start-field-work' }, bob.meta())).resolves.toEqual(first);
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'end-break' }, bob.meta()))).toEqual({ status: 409, error: 'presence_not_started' });
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'start-lunch' }, bob.meta()))).toEqual({ status: 400, error: 'invalid_option' });
    expect(await rpcError(h.call(PRESENCE_RPC.clock, {}, bob.meta()))).toEqual({ status: 400, error: 'invalid_option' });
    expect(await recordsOf(bob.user_id)).toHaveLength(1);
  });

  it('leaves exactly one open record when fifty clock-ins of one user arrive at once', async () => {
    const cem = await h.user(company);
    const answers = await Promise.all(Array.from({ length: 50 }, () => h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-clock-in' }, cem.meta())));
    const rows = await recordsOf(cem.user_id);
    expect(rows).toHaveLength(1);
    expect(rows[0].ended_at).toBeNull();
    expect(new Set(answers.map((a) => a[0].id))).toEqual(new Set([rows[0].id]));
  });

  it('keeps no clock-in its caller stopped waiting for (answered 503): a retry then finds nothing done behind its back', async () => {
    const dan = await h.user(company);
    // Another transaction holds Dan's presence lock past the caller's 400 ms.
    const holder = new Client({ connectionString: process.env.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1, $2)', [USER_LOCK_CLASS, dan.user_id]);
      const late = h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, dan.meta(), 400);
      await expect(late).rejects.toBeInstanceOf(ServiceUnavailableError);
      await new Promise((r) => setTimeout(r, 200)); // the clock-in is now waiting on the lock, past its deadline
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(await recordsOf(dan.user_id)).toEqual([]);
    // The caller's retry is the one clock-in.
    await h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, dan.meta());
    expect(await recordsOf(dan.user_id)).toHaveLength(1);
  });

  it('keeps one open record when the database is asked directly for a second', async () => {
    const dan = await h.user(company);
    await insertRecord(dan, 'work', new Date(Date.now() - 60_000), null);
    await expect(insertRecord(dan, 'break', new Date(), null)).rejects.toThrow(/uq_presence_records_one_open/);
  });

  it('refuses a user whose logging management disabled to start (not to end), and the general manager', async () => {
    const eve = await h.user(company, { work: { disable_presence_logging: true } });
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, eve.meta()))).toEqual({ status: 403, error: 'presence_logging_disabled' });
    // What was on when logging was disabled can still be ended.
    await insertRecord(eve, 'break', new Date(Date.now() - 60_000), null);
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, eve.meta()))).toEqual({ status: 403, error: 'presence_logging_disabled' });
    await expect(h.call(PRESENCE_RPC.clock, { action: 'end-break' }, eve.meta())).resolves.toEqual([expect.objectContaining({ kind: 'work' })]);
    await expect(h.call(PRESENCE_RPC.clock, { action: 'end-clock-in' }, eve.meta())).resolves.toEqual([]);
    const gm = await h.user(company, { role_id: 2 });
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, gm.meta()))).toEqual({ status: 403, error: 'no_permission' });
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, { requestId: 'x', actor: null }))).toEqual({ status: 401, error: 'unauthenticated' });
  });

  it('refuses clocking in the browser to a user without "use via web or mobile app", starting and ending alike', async () => {
    const gia = await h.user(company, { work: { use_web: false } });
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, gia.meta()))).toEqual({ status: 403, error: 'web_use_disabled' });
    // Work begun at a gate is ended at a gate too.
    await insertRecord(gia, 'work', new Date(Date.now() - 60_000), null);
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'end-clock-in' }, gia.meta()))).toEqual({ status: 403, error: 'web_use_disabled' });
    expect(await rpcError(h.call(PRESENCE_RPC.clock, { action: 'start-break' }, gia.meta()))).toEqual({ status: 403, error: 'web_use_disabled' });
    expect((await recordsOf(gia.user_id)).map((r) => [r.kind, r.ended_at])).toEqual([['work', null]]);
  });

  it('fetches a user and company it does not hold from org, then keeps them', async () => {
    const fresh = await h.company({ timezone: 'Europe/Sofia' }, false);
    const fay = await h.user(fresh, { held: false });
    await expect(h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, fay.meta())).resolves.toEqual([expect.objectContaining({ user_id: fay.user_id })]);
    const [copy] = await sql<{ qr_code: string; company_id: number }>('SELECT qr_code, company_id FROM presence.presence_users WHERE user_id = $1', [fay.user_id]);
    expect(copy).toEqual({ qr_code: fay.qr_code, company_id: fresh.id });
    const [co] = await sql<{ settings: { timezone: string } }>('SELECT settings FROM presence.presence_companies WHERE company_id = $1', [fresh.id]);
    expect(co.settings.timezone).toBe('Europe/Sofia');
    const asked = h.peers.calls.filter((c) => c.payload.user_id === fay.user_id || c.payload.company_id === fresh.id).length;
    await h.call(PRESENCE_RPC.currentPresence, {}, fay.meta());
    expect(h.peers.calls.filter((c) => c.pattern === 'org.presence.profile' && c.payload.user_id === fay.user_id)).toHaveLength(1);
    expect(asked).toBeGreaterThan(0);
  });

  it('stops a forgotten presence automatically for users who have it, and audits it', async () => {
    const gus = await h.user(company, { work: { automatic_presence_stop: true, working_hours: 8, max_paid_break_minutes: 30 } });
    const start = new Date(Date.now() - 10 * 3600_000);
    const id = await insertRecord(gus, 'work', start, null);
    await expect(h.call(PRESENCE_RPC.currentPresence, {}, gus.meta())).resolves.toEqual([]);
    const [row] = await recordsOf(gus.user_id);
    expect(row.ended_at).toEqual(new Date(start.getTime() + 510 * 60_000));
    const audit = await sql('SELECT action, actor_user_id FROM presence.presence_audit WHERE record_id = $1', [id]);
    expect(audit).toEqual([{ action: 'auto_stop', actor_user_id: null }]);
  });

  it('the periodic sweep stops them too', async () => {
    const hal = await h.user(company, { work: { automatic_presence_stop: true, working_hours: 4, max_paid_break_minutes: 0 } });
    const start = new Date(Date.now() - 5 * 3600_000);
    await insertRecord(hal, 'work', start, null);
    const { AutoStopSweeper } = await import('../../src/clocking/auto-stop.sweeper');
    const closed = await h.service.app.get(AutoStopSweeper).sweep();
    expect(closed).toBeGreaterThanOrEqual(1);
    const [row] = await recordsOf(hal.user_id);
    expect(row.ended_at).toEqual(new Date(start.getTime() + 240 * 60_000));
  });
});
