// The report days' wire alone, outside the stack: a page of 100 employees × 31 days as the reports
// bench makes them (workdays 08:00–16:30, every seventh employee with two hours of overtime, rest days
// at weekends, one holiday), sent as objects (as before run G: JSON of every key, ISO times parsed
// again by reports) or packed by column (report-days-codec.ts: pack, JSON, parse, unpack). Prints the
// CPU seconds of 100 pages (the 10k export) and the bytes of a page.
//
//   node tools/run/build.mjs        # the server's JS in dist/server
//   node tools/bench/report-days-codec.mjs
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const { packReportDays, reportDaysOf } = require(resolve(import.meta.dirname, '../../dist/server/libs/contracts/src/presence/report-days-codec.js'));

const PAGES = 100;
const dates = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const employees = Array.from({ length: 100 }, (_, i) => ({ user_id: 1000 + i, full_name: `Bench ${i}`, department_id: null, team_id: null }));
const totals = (types, overtime) => ({
  by_type: types.map(([presence_type_id, minutes]) => ({ presence_type_id, minutes })),
  worked_minutes: types.length ? 510 : 0,
  paid_break_minutes: types.length ? 30 : 0,
  overtime_minutes: overtime,
  scheduled_minutes: types.length ? 480 : 0,
  unauthorized_absence_minutes: 0,
});
const day = (e, k) => {
  const rest = k % 7 === 2 || k % 7 === 3;
  const late = e % 7 === 0;
  const start = Date.parse(`${dates[k]}T06:00:00Z`);
  const types = rest ? [] : [[1, 480], [2, 30], [8, 30], ...(late ? [[21, 120]] : [])];
  return {
    holiday: k === 5 ? 'Празник' : null,
    absence_type_id: null,
    rest_day: rest,
    scheduled: [],
    first_in: rest ? null : start,
    last_out: rest ? null : start + (late ? 630 : 510) * 60_000,
    totals: totals(types, !rest && late ? 120 : 0),
    night_minutes: 0,
    comment: null,
  };
};
const grid = employees.map((_, e) => dates.map((_, k) => day(e, k)));
const iso = (ms) => (ms === null ? null : new Date(ms).toISOString());
const objects = grid.flatMap((days, e) => days.map((d, k) => ({ user_id: employees[e].user_id, date: dates[k], ...d, first_in: iso(d.first_in), last_out: iso(d.last_out) })));
const page = (days) => ({ total: 10_000, employees, timezone: 'Europe/Skopje', ...days });

function measure(label, onePage) {
  for (let i = 0; i < 10; i++) onePage(); // warm up
  const before = process.cpuUsage();
  let bytes = 0;
  for (let i = 0; i < PAGES; i++) bytes = onePage();
  const used = process.cpuUsage(before);
  console.log(`${label}: ${((used.user + used.system) / 1e6).toFixed(2)} s of CPU for ${PAGES} pages, ${Math.round(bytes / 1024)} kB a page`);
}

measure('objects (stringify, parse, ISO times parsed)', () => {
  const json = JSON.stringify(page({ days: objects }));
  for (const d of JSON.parse(json).days) {
    if (d.first_in) Date.parse(d.first_in);
    if (d.last_out) Date.parse(d.last_out);
  }
  return Buffer.byteLength(json);
});
measure('packed (pack, stringify, parse, unpack)', () => {
  const json = JSON.stringify(page({ packed: packReportDays(dates, grid) }));
  reportDaysOf(JSON.parse(json));
  return Buffer.byteLength(json);
});
