import { Client } from 'pg';
import { ORG_EVENT, ORG_ADMIN_RPC, type UserChangedEvent, type UserDetails } from '@presently/contracts';
import { waitFor } from '@presently/testing';
import { type CompanyRefs, createUser, refsOf, userForm } from './support/admin-fixtures';
import { adminOf, bootOrg, type OrgHarness, rpcError, uniqueEmail, watchEvents } from './support/org-harness';

/*
 * Writes under a burst and the events they announce. org's pool keeps its default size (10) while 50
 * writes arrive at once (RPC prefetch 32): a use case that takes a second pooled connection while its
 * transaction holds one, or that sends two queries at once on one connection (node-postgres 8 warns
 * "already executing a query", pg 9 refuses it), shows here.
 */

const BURST = 50;
const FAIL_AT_COMMIT = 'fail-at-commit';

describe('org: bursts of writes, and the outbox of the user-changed event', () => {
  let org: OrgHarness;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let refs: CompanyRefs;
  /** Queries sent to a client that had not answered the previous one yet (the SQL, for the failure message). */
  const overlapping: string[] = [];
  let query: jest.SpyInstance | undefined;

  beforeAll(async () => {
    // The warning goes to the real process, out of Jest's sandbox: the client's own state tells instead.
    const original = Client.prototype.query as (...args: unknown[]) => unknown;
    query = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const state = this as unknown as { readyForQuery: boolean; _queryQueue: unknown[] };
      if (state.readyForQuery === false || state._queryQueue.length > 0) overlapping.push(String((args[0] as { text?: string })?.text ?? args[0]));
      return original.apply(this, args);
    } as never);
    org = await bootOrg();
    a = await org.register();
    refs = await refsOf(org, a.company_id);
    // A commit that fails after the use case wrote everything, the outbox included: a deferred
    // constraint trigger checked at COMMIT, only for the addresses this suite marks.
    await org.sql(`CREATE OR REPLACE FUNCTION org.itest_fail_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'itest: refused at commit'; END $$`);
    await org.sql(`DROP TRIGGER IF EXISTS itest_fail_at_commit ON org.users`);
    await org.sql(`CREATE CONSTRAINT TRIGGER itest_fail_at_commit AFTER INSERT ON org.users DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW WHEN (NEW.email LIKE '${FAIL_AT_COMMIT}+%') EXECUTE FUNCTION org.itest_fail_at_commit()`);
  });

  afterAll(async () => {
    query?.mockRestore();
    await org.sql(`DROP TRIGGER IF EXISTS itest_fail_at_commit ON org.users`);
    await org.sql(`DROP FUNCTION IF EXISTS org.itest_fail_at_commit()`);
    await org.close();
  });

  const outboxRows = (requestId: string) =>
    org.sql<{ name: string; payload: UserChangedEvent; published_at: Date | null }>(
      `SELECT name, payload, published_at FROM org.outbox WHERE meta->>'requestId' = $1 ORDER BY seq`,
      [requestId],
    );

  describe(`${BURST} writes at once, with the pool at its default size`, () => {
    let created: UserDetails[] = [];

    it('answers every create-user (no timeout, no 5xx), each person stored once and announced once', async () => {
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const metas = Array.from({ length: BURST }, () => adminOf(a));
        const results = await Promise.allSettled(metas.map((m, i) => createUser(org, m, userForm(refs, { email: uniqueEmail(`burst${i}`) }))));
        const failed = results.filter((r) => r.status === 'rejected');
        expect(failed).toEqual([]);
        created = results.map((r) => (r as PromiseFulfilledResult<UserDetails>).value);
        expect(new Set(created.map((u) => u.id)).size).toBe(BURST);

        const requestIds = new Set(metas.map((m) => m.requestId));
        await waitFor(() => watch.events.filter((e) => requestIds.has(e.meta.requestId)).length >= BURST, 15_000);
        const announced = watch.events.filter((e) => requestIds.has(e.meta.requestId)).map((e) => (e.payload as UserChangedEvent).user_id);
        expect(announced.sort((x, y) => x - y)).toEqual(created.map((u) => u.id).sort((x, y) => x - y));
      } finally {
        await watch.close();
      }
    });

    it('answers every update-user at once, each announced', async () => {
      expect(created).toHaveLength(BURST);
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const metas = created.map(() => adminOf(a));
        const results = await Promise.allSettled(
          created.map((user, i) =>
            org.call<UserDetails>(
              ORG_ADMIN_RPC.updateUser,
              { ...userForm(refs, { email: user.email, user_color: user.user_color }), user_id: user.id, full_name: `Renamed ${i}` },
              metas[i],
            ),
          ),
        );
        expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
        const names = results.map((r) => (r as PromiseFulfilledResult<UserDetails>).value.full_name);
        expect(names).toEqual(created.map((_, i) => `Renamed ${i}`));

        const requestIds = new Set(metas.map((m) => m.requestId));
        await waitFor(() => watch.events.filter((e) => requestIds.has(e.meta.requestId)).length >= BURST, 15_000);
        const renamed = watch.events.filter((e) => requestIds.has(e.meta.requestId)).map((e) => (e.payload as UserChangedEvent).full_name);
        expect(renamed.sort()).toEqual(created.map((_, i) => `Renamed ${i}`).sort());
      } finally {
        await watch.close();
      }
    });

    it('never sent two queries at once on one connection', () => {
      expect(overlapping).toEqual([]);
    });
  });

  describe('the user-changed event is written in the transaction of the change', () => {
    it('leaves no outbox row and publishes nothing when the create fails at its commit', async () => {
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const m = adminOf(a);
        const email = `${FAIL_AT_COMMIT}+${uniqueEmail('x')}`;
        const error = await rpcError(createUser(org, m, userForm(refs, { email })));
        expect(error.status).toBeGreaterThanOrEqual(500);
        expect(await org.sql('SELECT id FROM org.users WHERE email = $1', [email])).toEqual([]);
        expect(await outboxRows(m.requestId)).toEqual([]);
        // The next committed change wakes the relay: had the failed one left a row, it would be out by then.
        const next = adminOf(a);
        await createUser(org, next, userForm(refs));
        await waitFor(() => watch.events.some((e) => e.meta.requestId === next.requestId));
        expect(watch.events.filter((e) => e.meta.requestId === m.requestId)).toEqual([]);
      } finally {
        await watch.close();
      }
    });

    it('publishes exactly one event for a successful create, from the outbox row the transaction wrote', async () => {
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const m = adminOf(a);
        const user = await createUser(org, m, userForm(refs));
        const [row] = await waitFor(async () => {
          const rows = await outboxRows(m.requestId);
          return rows.length === 1 && rows[0].published_at !== null && rows;
        });
        expect(row).toMatchObject({ name: ORG_EVENT.userChanged, payload: { user_id: user.id, created: true } });
        const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
        expect(event.payload).toEqual(row.payload);
        await new Promise((resolve) => setTimeout(resolve, 300)); // room for a duplicate to show up
        expect(watch.events.filter((e) => e.meta.requestId === m.requestId)).toHaveLength(1);
      } finally {
        await watch.close();
      }
    });
  });
});
