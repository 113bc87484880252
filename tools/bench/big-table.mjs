// Ten million presence records under the hot paths (issue 16): a year-and-a-half-old company's table.
// The filler: the bench's own employees get a closed work record a day for as many days as the others
// (so a scan's look-up of the record it falls in meets a long history), the rest goes to a company of
// its own (ids the platform never hands out) of 10,000 people; all of it written by COPY in time order
// (so the (company, start) index is appended to, not split all over) and marked by its reason.
// Idempotent: a table that already holds the filler is left as it is; another count of it (a COPY is
// all or nothing, so only a different size asked) is replaced.
import { spawn, spawnSync } from 'node:child_process';

/** Far above any id the platform's sequences reach in a bench run. */
export const FILLER_COMPANY = 2_000_000_000;
const FILLER_USER_BASE = 2_000_000_000;
const MARK = 'bench filler';

const query = (databaseUrl, sql) => {
  const r = spawnSync('psql', [databaseUrl, '-At', '-v', 'ON_ERROR_STOP=1', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  return r.stdout.trim();
};

function copyIn(databaseUrl, sql, chunks) {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: ['pipe', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`psql failed: ${err}`))));
    child.stdin.on('error', reject);
    (async () => {
      for (const chunk of chunks) if (!child.stdin.write(chunk)) await new Promise((r) => child.stdin.once('drain', r));
      child.stdin.end();
    })().catch(reject);
  });
}

/** Lines of the people's days (ending yesterday), oldest day first, in chunks of a few thousand lines (one write each). */
function* fillerRows(records, benchUsers, people) {
  const everyone = [...benchUsers.map((u) => [u.companyId, u.id]), ...Array.from({ length: people }, (_, i) => [FILLER_COMPANY, FILLER_USER_BASE + i])];
  const days = Math.ceil(records / everyone.length);
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  let written = 0;
  let chunk = [];
  for (let d = days; d >= 1 && written < records; d--) {
    const start = new Date(today - d * 86_400_000 + 7 * 3_600_000).toISOString();
    const end = new Date(today - d * 86_400_000 + 15 * 3_600_000).toISOString();
    for (let u = 0; u < everyone.length && written < records; u++, written++) {
      chunk.push(`${everyone[u][0]},${everyone[u][1]},work,${start},${end},web,${MARK}`);
      if (chunk.length === 5000) {
        yield `${chunk.join('\n')}\n`;
        chunk = [];
      }
    }
  }
  if (chunk.length) yield `${chunk.join('\n')}\n`;
}

/**
 * Makes presence_records hold `records` filler rows, a share of them the history of `benchUsers`
 * ({ id, companyId }); answers { records, seeded, seconds, tableMb }.
 */
export async function seedBigTable(databaseUrl, records = 10_000_000, benchUsers = [], people = 10_000) {
  const started = Date.now();
  const count = () => Number(query(databaseUrl, `SELECT count(*) FROM "presence"."presence_records" WHERE "reason" = '${MARK}'`));
  let seeded = false;
  if (count() !== records) {
    query(databaseUrl, `DELETE FROM "presence"."presence_records" WHERE "reason" = '${MARK}'`);
    await copyIn(
      databaseUrl,
      `\\copy "presence"."presence_records" ("company_id","user_id","kind","started_at","ended_at","source","reason") FROM STDIN WITH (FORMAT csv)`,
      fillerRows(records, benchUsers, people),
    );
    seeded = true;
  }
  // Settle the table as a year and a half of autovacuum would have (this machine runs with autovacuum
  // off): hint bits set, pages frozen and visible, statistics current, and the load's dirty pages
  // written, so that the 200/s run measures the hot path over a big table, not the write-out of a
  // 1.7 GB bulk load. (It is not where the p99 tail comes from: docs/platform.md, "The p99 tail".)
  query(databaseUrl, 'VACUUM (FREEZE, ANALYZE) "presence"."presence_records"');
  query(databaseUrl, 'CHECKPOINT');
  const total = Number(query(databaseUrl, 'SELECT count(*) FROM "presence"."presence_records"'));
  const tableMb = Math.round(Number(query(databaseUrl, `SELECT pg_total_relation_size('"presence"."presence_records"')`)) / 1048576);
  return { records: total, filler: records, seeded, seconds: Number(((Date.now() - started) / 1000).toFixed(1)), tableMb };
}

/**
 * PostgreSQL's own counters, for what a run cost the database beyond CPU: checkpoints, buffers the
 * backends had to write themselves (the background writer fell behind), buffers read in, and WAL
 * (full-page images after a checkpoint among it). Cluster-wide: other databases' work counts too.
 */
export function pgCounters(databaseUrl) {
  const [bgwriter, wal] = query(
    databaseUrl,
    `SELECT json_build_object('checkpoints', checkpoints_timed + checkpoints_req, 'buffersBackend', buffers_backend, 'buffersAlloc', buffers_alloc, 'buffersCheckpoint', buffers_checkpoint)::text FROM pg_stat_bgwriter
     UNION ALL SELECT json_build_object('walBytes', wal_bytes::bigint, 'walFpi', wal_fpi)::text FROM pg_stat_wal`,
  ).split('\n');
  return { ...JSON.parse(bgwriter), ...JSON.parse(wal) };
}

/** What changed between two `pgCounters`: "2 checkpoints, 41 MB WAL (3,210 full pages), …". */
export function pgDelta(before, after) {
  const d = Object.fromEntries(Object.keys(after).map((k) => [k, Number(after[k]) - Number(before[k])]));
  return {
    ...d,
    text: `${d.checkpoints} checkpoint(s), ${(d.walBytes / 1048576).toFixed(1)} MB WAL (${d.walFpi.toLocaleString('en')} full-page images), ${d.buffersAlloc.toLocaleString('en')} buffers read in, ${d.buffersBackend.toLocaleString('en')} written by backends, ${d.buffersCheckpoint.toLocaleString('en')} by checkpoints`,
  };
}
