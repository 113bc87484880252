import { userForm, type Company, type Person } from '../support/people';
import { api } from '../support/stack';
import { probesFor, show, type Probe } from '../support/fuzz-cases';
import { describeFindings, findingsIn, record, sendAll, tally, type Caller, type Finding, type Outcome } from '../support/fuzz-client';
import { addPerson, discoverIds, RECORD_DAY, foreignPeople, idContext, newCompany, pathValues, resourcesOf, snapshot, stateReads, type Resources } from '../support/fuzz-fixtures';
import { operationsOf, plausible, type OpenApiDoc, type Operation } from '../support/fuzz-openapi';

/**
 * Fuzzing driven by the OpenAPI document the gateway publishes (issue 16): every operation it lists, at
 * run time, gets bad types, missing fields, huge strings, invalid dates, NUL characters and lone
 * surrogates, malformed and deeply nested JSON, bad path ids and empty bodies, as company A's
 * administrator — no answer may be a 5xx or show a stack trace. Then company B's people aim every
 * operation with a path id at A's resources: nothing of A's may be read or changed.
 */

/** Calls that would end the actor's session or change their password: fuzzed as a second administrator of A, whose session the suite can spend. */
const SPENDS_THE_SESSION = new Set([
  'POST /api/first-password-change',
  'POST /api/password/expired-change',
  'POST /api/profile/updateUserPassword',
  'POST /api/password/change',
  // Last: it ends the spare administrator's session.
  'POST /api/vue-logout',
]);
/**
 * The device API: a sample of its probes, bad text in every field and the body's framings first (its
 * rate limits are per device, and every scan that passes validation clocks A's employee in or out).
 */
const DEVICE_SCAN_SAMPLE = 40;
const devicePriority = (p: Probe) => (/NUL|surrogate|nested|100k|malformed|no body|plausible/.test(p.input) ? 0 : p.input.startsWith('body') ? 1 : 2);
/** Company B's people who aim at A's ids: one of every role (1 is B's administrator). */
const FOREIGN_ROLES = [1, 2, 3, 4, 5, 6, 7, 8];
const CONCURRENCY = 8;

/** Bodies that pass validation, so that a foreign id is refused by the company scope, not by a field check. */
function validBody(op: Operation, b: Company): unknown {
  const hijacked = 'Hijacked by B';
  const bodies: Record<string, unknown> = {
    'PUT /api/users/{id}': userForm(b, 5, { full_name: hijacked }),
    'POST /api/users/{id}/status': { action: 'block' },
    'PUT /api/users/{id}/work-settings': { working_hours: 6 },
    'PUT /api/departments/{id}': { name: hijacked, manager_user_id: b.admin.userId },
    'PUT /api/teams/{id}': { name: hijacked, department_id: b.departmentId, team_lead_user_id: b.admin.userId },
    'PUT /api/holidays/{id}': { date: '2031-06-06', description: hijacked, type: 'public', for_all: true, nationality_id: null, religion_id: null },
    'PUT /api/nationalities/{id}': { name: hijacked },
    'PUT /api/religions/{id}': { name: hijacked },
    'PUT /api/gates/{id}': { name: hijacked, active: false },
    'POST /api/gates/{id}/devices': { name: hijacked },
    'PUT /api/shifts/{id}': { name: hijacked, type: 'strict', start: '06:00', end: '14:00' },
    'POST /api/users/{id}/vacation-days': { name: hijacked, valid_from: '2030-01-01', valid_to: '2030-12-31', acquired_on: '2030-01-01', days: 3 },
    'PATCH /api/users/{id}/vacation-days/{entitlementId}': { days: 9 },
    'PATCH /api/presence/records/{id}': { kind: 'work', start: `${RECORD_DAY}T07:00:00Z`, end: `${RECORD_DAY}T17:00:00Z`, reason: hijacked },
    'DELETE /api/presence/records/{id}': { reason: hijacked },
  };
  return bodies[op.name];
}

/** Query parameters that make a foreign call go as far as it can (a delete that asks for confirmation). */
const CONFIRMING_QUERY: Record<string, string> = { 'DELETE /api/holidays/{id}': 'confirm=true' };

/** Empty answers (`[]`, an empty page, null) are not reads of anything. */
function carriesData(text: string): boolean {
  try {
    const data = (JSON.parse(text) as { data?: unknown }).data;
    if (data === undefined || data === null) return false;
    if (Array.isArray(data)) return data.length > 0;
    if (typeof data === 'object' && Array.isArray((data as { items?: unknown[] }).items)) return (data as { items: unknown[] }).items.length > 0;
    return true;
  } catch {
    return text.length > 0; // not JSON: an image or a file
  }
}

describe('the API under fuzzing, driven by its OpenAPI document', () => {
  let doc: OpenApiDoc;
  let ops: Operation[];
  let a: Company;
  let b: Company;
  let spare: Person;
  let res: Resources;
  let foreign: Array<Person & { roleId: number }>;
  let valueOf: ReturnType<typeof pathValues>;

  beforeAll(async () => {
    const docs = await api('/api/docs-json');
    if (docs.status !== 200) throw new Error(`docs-json answered ${docs.status}`);
    doc = docs.body as unknown as OpenApiDoc;
    ops = operationsOf(doc);
    [a, b] = await Promise.all([newCompany('fuzz-a'), newCompany('fuzz-b')]);
    [res, foreign, spare] = await Promise.all([resourcesOf(a), foreignPeople(b, FOREIGN_ROLES), addPerson(a, 1)]);
    const discovered = await discoverIds(ops, res, a.admin.token);
    if (discovered.unknown.length) console.warn(`fuzz: no id of A's for ${discovered.unknown.join(', ')}: probed with 1`);
    valueOf = pathValues(res, discovered.found);
  }, 120_000);

  it("lets no other company's people read or change company A's resources by id", async () => {
    const reads = stateReads(res);
    const before = await snapshot(reads, a.admin.token);
    // Path parameters that name no company's resource: a service, a link's hash, an entry of a built-in
    // catalogue (an absence type is the same for every company; B setting its own rule for it is B's),
    // a report's kind, a built-in template's kind and language (the same for every company).
    const NOT_A_RESOURCE = ['service', 'hash', 'typeId', 'kind', 'language'];
    const withIds = ops.filter((op) => op.bearer && op.pathParams.some((p) => !NOT_A_RESOURCE.includes(p.name)));
    const probes: Array<Probe & { who: Person & { roleId: number } }> = [];
    for (const who of foreign) {
      for (const op of withIds) {
        const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(valueOf(op, name) ?? '1'));
        const query = CONFIRMING_QUERY[op.name];
        const body = op.method === 'GET' ? undefined : (validBody(op, b) ?? (op.bodySchema ? plausible(doc, op.bodySchema, '', idContext(b)) : undefined));
        probes.push({
          op: op.name,
          input: `role ${who.roleId} of B on A's ids ${path}${body === undefined ? '' : ` with ${show(body)}`}`,
          method: op.method,
          url: query ? `${path}?${query}` : path,
          body: body === undefined ? undefined : JSON.stringify(body),
          contentType: body === undefined ? undefined : 'application/json',
          who,
        });
      }
      // Ids of A's in the filters of lists: the answer must not carry A's data.
      for (const op of ops.filter((o) => o.bearer && o.queryParams.some((p) => /(^|_)(user|department|team)_ids?$/.test(p.name)))) {
        const query = op.queryParams
          .filter((p) => /(^|_)(user|department|team)_ids?$/.test(p.name))
          .map((p) => `${p.name}=${p.name.startsWith('department') ? res.department : p.name.startsWith('team') ? res.team : res.employee}`)
          .join('&');
        const url = `${op.path}?${query}&from=${RECORD_DAY}&to=${RECORD_DAY}&date=${RECORD_DAY}`;
        probes.push({ op: op.name, input: `role ${who.roleId} of B with A's ids in the query ${url}`, method: op.method, url, who });
      }
    }
    const started = Date.now();
    const outcomes = await sendAll(probes, (p) => ({ token: (p as (typeof probes)[number]).who.token }), CONCURRENCY);
    const after = await snapshot(reads, a.admin.token);
    record(outcomes, 'foreign');

    const leaks: Finding[] = [];
    const aMarks = [res.tag, `"id":${res.employee},`, `"user_id":${res.employee},`];
    for (const o of outcomes) {
      const ok = o.status >= 200 && o.status < 300;
      const isQueryProbe = o.probe.input.includes('in the query');
      const marked = aMarks.some((m) => o.text.includes(m));
      if (o.status >= 500) leaks.push({ op: o.probe.op, input: o.probe.input, status: o.status, body: o.text.slice(0, 300), why: 'server error' });
      else if (ok && isQueryProbe && marked) leaks.push({ op: o.probe.op, input: o.probe.input, status: o.status, body: o.text.slice(0, 300), why: "A's data in the answer" });
      else if (ok && !isQueryProbe && o.probe.method === 'GET' && (marked || carriesData(o.text)))
        leaks.push({ op: o.probe.op, input: o.probe.input, status: o.status, body: o.text.slice(0, 300), why: "read A's resource" });
      else if (ok && !isQueryProbe && o.probe.method !== 'GET') leaks.push({ op: o.probe.op, input: o.probe.input, status: o.status, body: o.text.slice(0, 300), why: "a write on A's resource was accepted" });
    }
    const changed = reads.filter((r) => before.get(r) !== after.get(r));
    console.log(`fuzz (foreign ids): ${outcomes.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, roles ${foreign.map((p) => p.roleId).join(', ')} of B: ${tally(outcomes)}`);
    const changes = changed.map((r) => `${r}\n   before ${before.get(r)?.slice(0, 300)}\n   after  ${after.get(r)?.slice(0, 300)}`);
    expect(`${describeFindings("reads, accepted writes and server errors on A's ids", leaks)}\nA's data changed: ${changes.length ? `\n${changes.join('\n')}` : 'none'}`).toBe(
      `reads, accepted writes and server errors on A's ids: none\nA's data changed: none`,
    );
  }, 120_000);

  it('answers every malformed request of every operation with neither a server error nor a stack trace', async () => {
    const ids = idContext(a, res);
    const sessionSpenders = ops.filter((op) => SPENDS_THE_SESSION.has(op.name)).sort((x, y) => (x.name === 'POST /api/vue-logout' ? 1 : 0) - (y.name === 'POST /api/vue-logout' ? 1 : 0));
    const probes: Probe[] = [];
    const callers = new Map<Probe, Caller>();
    const admin: Caller = { token: a.admin.token };
    let heavy = 0;
    for (const op of ops.filter((o) => !SPENDS_THE_SESSION.has(o.name))) {
      let list = probesFor(doc, op, valueOf, ids);
      // A 600 kB body nested 100,000 deep is the same test everywhere: a few operations carry it.
      list = list.filter((p) => !p.input.includes('100k deep') || heavy++ % 10 === 0);
      if (op.deviceKey) {
        list = [...list].sort((x, y) => devicePriority(x) - devicePriority(y)).slice(0, DEVICE_SCAN_SAMPLE);
        for (const p of list) callers.set(p, { deviceKey: res.deviceKey });
      }
      probes.push(...list);
    }
    const started = Date.now();
    const outcomes: Outcome[] = await sendAll(probes, (p) => callers.get(p) ?? admin, CONCURRENCY);
    // The spare administrator's session is spent one call at a time, logout last.
    for (const op of sessionSpenders) {
      outcomes.push(...(await sendAll(probesFor(doc, op, valueOf, ids), () => ({ token: spare.token }), CONCURRENCY)));
    }
    const seconds = (Date.now() - started) / 1000;
    record(outcomes, 'malformed');
    console.log(
      `fuzz (malformed input): ${outcomes.length} requests over ${ops.length} operations in ${seconds.toFixed(1)} s (${CONCURRENCY} at a time): ${tally(outcomes)}`,
    );
    expect(describeFindings('server errors and bodies that show the server', findingsIn(outcomes))).toBe('server errors and bodies that show the server: none');
  }, 180_000);
});
