// The XLSX writer alone, outside the stack: the presence report's columns and rows fabricated for N
// employees × 31 days (a day row each, then the employee's total row, as the presence layout gives
// them), written as the export runner writes them (a page of rows per employee, waiting for the
// output, which stores slowly). Prints the CPU seconds and the peak heap and RSS of the process.
//
//   node tools/run/build.mjs        # the server's JS in dist/server
//   node tools/bench/xlsx-writer.mjs [employees=2000] [writer=xlsx.writer | none] [file to keep the XLSX in]
//
// `writer` is a file of apps/reports/src/exports/writers (built): a copy of an older writer put
// there compares the two; `none` only fabricates the rows (the harness's own share). Run each in a
// process of its own: the peak RSS is the process's.
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import Module from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { setImmediate } from 'node:timers';
import { fileURLToPath } from 'node:url';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'server');
const require = createRequire(import.meta.url);
// @presently/<lib> → the built lib, as tsconfig-paths does for the apps.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const lib = /^@presently\/([^/]+)$/.exec(request);
  return resolveFilename.call(this, lib ? join(DIST, 'libs', lib[1], 'src', 'index.js') : request, ...rest);
};

const employees = Number(process.argv[2] ?? 2000);
const writerName = process.argv[3] ?? 'xlsx.writer';
const { XlsxReportWriter } =
  writerName === 'none'
    ? { XlsxReportWriter: class { write = async () => undefined; end = async () => undefined; } }
    : require(join(DIST, 'apps/reports/src/exports/writers', `${writerName}.js`));
const { presenceLayout } = require(join(DIST, 'apps/reports/src/reports/domain/layouts/presence.layout.js'));
const { PRESENCE_TYPE_COLOR } = require(join(DIST, 'apps/reports/src/reports/domain/catalogue.js'));

const columns = presenceLayout('rounded').columns();
const main = columns.filter((c) => c.section === undefined);
const types = columns.filter((c) => c.section === 'types');
const minutes = main.filter((c) => c.type === 'minutes').map((c) => c.key);
const colors = [...PRESENCE_TYPE_COLOR.values()];
const legend = [
  { code: 'R', label: 'regular', color: '#2ca02c' },
  { code: 'H', label: 'holidays', color: '#d62728' },
];
const head = { kind: 'presence', companyName: 'Bench', from: '2026-10-01', to: '2026-10-31', columns, legend, lang: 'en' };

/** One employee's month as the presence layout gives it: 31 day rows (weekends and a holiday coloured), the total. */
function employeeRows(n) {
  const who = { employee: `Employee ${n} Петров`, department: `Department ${n % 20}`, team: n % 3 === 0 ? null : `Team ${n % 50}` };
  const rows = [];
  const sum = {};
  for (let d = 1; d <= 31; d++) {
    const weekend = d % 7 === 3 || d % 7 === 4;
    const cells = { ...who, date: `2026-10-${String(d).padStart(2, '0')}`, status: weekend ? 'W' : d === 11 ? 'H' : 'R', holiday: d === 11 ? 'Holiday' : null, first_in: weekend ? null : '08:0' + (n % 10), last_out: weekend ? null : '16:3' + (d % 10), comment: null };
    for (const k of minutes) {
      const v = weekend ? 0 : (n + d + k.length) % 480;
      cells[k] = v;
      sum[k] = (sum[k] ?? 0) + v;
    }
    rows.push({ kind: 'day', cells, ...(weekend || d === 11 ? { colors: { status: colors[d % colors.length] } } : {}) });
  }
  const total = { ...who, ...sum };
  for (const t of types) total[t.key] = (n * 7 + t.key.length * 31) % 9000;
  rows.push({ kind: 'total', cells: total });
  return rows;
}

/** An output that stores slowly (a tick per chunk), as the export's chunk sink does. */
class Sink extends Writable {
  bytes = 0;
  file = process.argv[4] ? createWriteStream(process.argv[4]) : null;
  _write(chunk, _enc, done) {
    this.bytes += chunk.length;
    if (this.file) this.file.write(chunk, () => done());
    else setImmediate(done);
  }
  _final(done) {
    if (this.file) this.file.end(done);
    else done();
  }
}

let peakHeap = 0;
const sample = () => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed));
const sampler = setInterval(sample, 20);

const started = process.cpuUsage();
const wall = performance.now();
const sink = new Sink();
const writer = new XlsxReportWriter(head, sink);
const totals = {};
let rows = 0;
for (let n = 0; n < employees; n++) {
  const page = employeeRows(n);
  for (const k of minutes) totals[k] = (totals[k] ?? 0) + page.at(-1).cells[k];
  await writer.write(page);
  rows += page.length;
  if (sink.writableNeedDrain) await new Promise((r) => sink.once('drain', r));
  await new Promise((r) => setImmediate(r));
}
await writer.end(totals);
if (writerName === 'none') sink.end();
if (!sink.writableFinished) await new Promise((r) => sink.once('finish', r));
sample();
clearInterval(sampler);
const cpu = process.cpuUsage(started);
console.log(
  JSON.stringify({
    writer: writerName,
    employees,
    rows,
    columns: columns.length,
    cpu_s: +((cpu.user + cpu.system) / 1e6).toFixed(2),
    wall_s: +((performance.now() - wall) / 1000).toFixed(2),
    file_mb: +(sink.bytes / 1e6).toFixed(1),
    peak_heap_mb: +(peakHeap / 1e6).toFixed(0),
    peak_rss_mb: +(process.resourceUsage().maxRSS / 1024).toFixed(0),
  }),
);
