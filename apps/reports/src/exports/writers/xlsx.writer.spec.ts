import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { ReportColumn, ReportRow } from '@presently/contracts';
import type { ReportFileHead } from './report-writer';
import { XlsxReportWriter, xmlText } from './xlsx.writer';

/** The file read back by another reader: Debian's python3-openpyxl (as the API e2e does). */
const READ_XLSX = `
import json, sys, datetime, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
def cell(v):
    if isinstance(v, datetime.timedelta): return {"minutes": round(v.total_seconds() / 60)}
    if isinstance(v, datetime.datetime): return v.date().isoformat()
    return v
def look(c):
    fill = c.fill.fgColor.rgb if c.fill is not None and c.fill.fill_type == "solid" else None
    return {"bold": bool(c.font.b), "fill": fill, "format": c.number_format, "wrap": bool(c.alignment.wrap_text)}
print(json.dumps({"sheets": [{"name": ws.title, "freeze": ws.freeze_panes,
  "widths": {k: d.width for k, d in ws.column_dimensions.items()},
  "rows": [[cell(v) for v in r] for r in ws.iter_rows(values_only=True)],
  "looks": [[look(c) for c in r] for r in ws.iter_rows()]} for ws in wb.worksheets]}))
`;

interface Look {
  bold: boolean;
  fill: string | null;
  format: string;
  wrap: boolean;
}
interface Sheet {
  name: string;
  freeze: string | null;
  widths: Record<string, number>;
  rows: unknown[][];
  looks: Look[][];
}

function python(): string | null {
  for (const p of ['python3', '/usr/bin/python3']) if (spawnSync(p, ['-c', 'import openpyxl']).status === 0) return p;
  return null;
}

function readXlsx(py: string, bytes: Buffer): Sheet[] {
  const dir = mkdtempSync(join(tmpdir(), 'xlsx-writer-'));
  try {
    const file = join(dir, 'file.xlsx');
    writeFileSync(file, bytes);
    const r = spawnSync(py, ['-c', READ_XLSX, file], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`openpyxl could not read the file: ${r.stderr}`);
    return (JSON.parse(r.stdout) as { sheets: Sheet[] }).sheets;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Collects what the writer gives out, slowly (a chunk at a time), so the writer has to wait for it. */
class SlowSink extends Writable {
  readonly chunks: Buffer[] = [];
  constructor() {
    super({ highWaterMark: 1024 });
  }
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.chunks.push(chunk);
    setImmediate(done);
  }
}

const columns: ReportColumn[] = [
  { key: 'employee', label: 'employee', type: 'text' },
  { key: 'department', label: 'department', type: 'text' },
  { key: 'date', label: 'date', type: 'date' },
  { key: 'first_in', label: 'first_in', type: 'time' },
  { key: 'worked', label: 'worked', type: 'minutes' },
  { key: 'days_present', label: 'days_present', type: 'number' },
  { key: 'comment', label: 'comment', type: 'text' },
  { key: 'edited', label: 'edited', type: 'bool' },
  { key: 'type_1', label: 'presence_type', type: 'minutes', presence_type_id: 1, color: '#1f77b4', section: 'types' },
];
const head: ReportFileHead = {
  kind: 'presence',
  companyName: 'Acme',
  from: '2026-11-01',
  to: '2026-11-30',
  columns,
  legend: [{ code: 'R', label: 'regular', color: '#2ca02c' }],
  lang: 'en',
};

function employee(name: string, worked: number, extra: Partial<ReportRow> = {}): ReportRow[] {
  return [
    { kind: 'day', cells: { employee: name, department: 'Sales', date: '2026-11-02', first_in: '08:05', worked, comment: null, edited: false }, ...extra },
    { kind: 'day', cells: { employee: name, department: 'Sales', date: '2026-11-03', first_in: null, worked: 0, comment: 'A & B <c> \u0001x', edited: true } },
    { kind: 'total', cells: { employee: name, department: 'Sales', worked: worked, days_present: 1, type_1: worked } },
  ];
}

async function writeFile(): Promise<Buffer> {
  const sink = new SlowSink();
  const writer = new XlsxReportWriter(head, sink);
  await writer.write(employee('Ана Петрова', 485, { colors: { date: '#d62728', comment: '#ff7f0e' } }));
  await writer.write(employee('Bob Smith', 61));
  await writer.end({ worked: 546, days_present: 2, type_1: 546 });
  if (!sink.writableFinished) await new Promise((resolve) => sink.once('finish', resolve));
  return Buffer.concat(sink.chunks);
}

const py = python();

describe('XlsxReportWriter', () => {
  it('escapes text and leaves out the characters XML 1.0 forbids', () => {
    expect(xmlText('plain')).toBe('plain');
    expect(xmlText('A & B <c> "d"\u0001\u000b\uffff\tend')).toBe('A &amp; B &lt;c&gt; &quot;d&quot;\tend');
  });

  it('fails the export instead of waiting forever when the output fails', async () => {
    const broken = new Writable({ write: (_chunk, _enc, done) => done(new Error('store down')) });
    broken.on('error', () => undefined); // the runner's own listener
    const writer = new XlsxReportWriter(head, broken);
    const run = async () => {
      for (let n = 0; n < 200; n++) await writer.write(employee(`Employee ${n}`, n));
      await writer.end({});
    };
    await expect(run()).rejects.toThrow('store down');
  });

  (py ? it : it.skip)('writes a file openpyxl reads back: sheets, frozen header, values, formats, fills, bold totals', async () => {
    const [main, types, legend] = readXlsx(py as string, await writeFile());

    expect([main.name, types.name, legend.name]).toEqual(['Presence report', 'By presence type', 'Legend']);
    expect(main.freeze).toBe('B2');
    expect(types.freeze).toBe('B2');
    expect(legend.freeze).toBeNull();
    expect(main.widths).toMatchObject({ A: 28, B: 22, C: 13, E: 9 });

    expect(main.rows[0]).toEqual(['Employee', 'Department', 'Date', 'First in', 'Worked', 'Days present', 'Comment', 'Edited']);
    expect(main.looks[0].every((l) => l.bold && l.wrap)).toBe(true);
    expect(main.rows.slice(1)).toEqual([
      ['Ана Петрова', 'Sales', '2026-11-02', '08:05', { minutes: 485 }, null, null, false],
      ['Ана Петрова', 'Sales', '2026-11-03', null, { minutes: 0 }, null, 'A & B <c> x', true],
      ['Ана Петрова', 'Sales', null, null, { minutes: 485 }, 1, null, null],
      ['Bob Smith', 'Sales', '2026-11-02', '08:05', { minutes: 61 }, null, null, false],
      ['Bob Smith', 'Sales', '2026-11-03', null, { minutes: 0 }, null, 'A & B <c> x', true],
      ['Bob Smith', 'Sales', null, null, { minutes: 61 }, 1, null, null],
      ['Total of the selection', null, null, null, { minutes: 546 }, 2, null, null],
    ]);
    // Formats: minutes [h]:mm, dates dd-mmm-yyyy; a coloured cell (even empty) has its fill.
    expect(main.looks[1][4].format).toBe('[h]:mm');
    expect(main.looks[1][2]).toMatchObject({ format: 'dd-mmm-yyyy', fill: 'FFD62728', bold: false });
    expect(main.looks[1][6]).toMatchObject({ fill: 'FFFF7F0E' });
    expect(main.looks[2][2].fill).toBeNull();
    // Totals bold, days not.
    expect(main.looks[3][0].bold).toBe(true);
    expect(main.looks[3][4]).toMatchObject({ bold: true, format: '[h]:mm' });
    expect(main.looks[1][0].bold).toBe(false);
    expect(main.looks[7].filter((l) => l.format !== 'General' || l.bold).every((l) => l.bold)).toBe(true);

    // By presence type: the key columns and the types, one row per employee, the selection's total last.
    expect(types.rows[0].slice(0, 2)).toEqual(['Employee', 'Department']);
    expect(String(types.rows[0][2])).toMatch(/^1 /);
    expect(types.rows.slice(1)).toEqual([
      ['Ана Петрова', 'Sales', { minutes: 485 }],
      ['Bob Smith', 'Sales', { minutes: 61 }],
      ['Total of the selection', null, { minutes: 546 }],
    ]);
    expect(types.looks[0][2]).toMatchObject({ fill: 'FF1F77B4', bold: true });
    expect(types.looks[3][0].bold).toBe(true);

    expect(legend.rows).toEqual([['R', 'Regular']]);
    expect(legend.looks[0][0].fill).toBe('FF2CA02C');
  });
});
