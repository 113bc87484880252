import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GeneratedDocumentView, Lang } from '@presently/contracts';
import { registerXlsx } from './register-xlsx';

/** Read back by openpyxl (Debian's python3-openpyxl), not by exceljs that wrote it: values, number formats and the frozen header. */
const READ = `
import json, sys, datetime, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
def cell(c):
    v = c.value
    if isinstance(v, datetime.datetime): return {"date": v.isoformat(), "format": c.number_format}
    return v
print(json.dumps({"title": ws.title, "freeze": ws.freeze_panes, "rows": [[cell(c) for c in r] for r in ws.iter_rows()]}))
`;

async function readBack(rows: GeneratedDocumentView[], lang: Lang): Promise<{ title: string; freeze: string; rows: unknown[][] }> {
  const bytes = await registerXlsx(rows, lang);
  const dir = mkdtempSync(join(tmpdir(), 'register-xlsx-'));
  try {
    writeFileSync(join(dir, 'r.xlsx'), bytes);
    const python = ['python3', '/usr/bin/python3'].find((p) => spawnSync(p, ['-c', 'import openpyxl']).status === 0);
    if (!python) throw new Error('no python3 with openpyxl (apt-get install python3-openpyxl)');
    const r = spawnSync(python, ['-c', READ, join(dir, 'r.xlsx')], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    return JSON.parse(r.stdout) as { title: string; freeze: string; rows: unknown[][] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const doc = (over: Partial<GeneratedDocumentView>): GeneratedDocumentView => ({
  id: 1,
  absence_request_id: 41,
  user_id: 7,
  employee_name: 'Весна Петрова',
  kind: 'annual_leave',
  language: 'bg',
  year: 2026,
  number: 17,
  number_label: '№ 17',
  issued_on: '2026-03-09',
  status: 'generated',
  available: true,
  attempts: 1,
  last_error: null,
  generated_at: '2026-03-09T08:00:00.000Z',
  voided_at: null,
  ...over,
});

describe('the register as XLSX', () => {
  const rows = [
    doc({}),
    doc({ id: 2, absence_request_id: 42, kind: 'work_from_home', language: 'en', number: 18, number_label: 'No. 18', status: 'void', voided_at: '2026-03-10T14:30:00.000Z' }),
    doc({ id: 3, absence_request_id: 43, kind: 'paid_holiday', number: null, number_label: null, year: null, issued_on: null, status: 'failed', last_error: 'service_unavailable', available: false }),
  ];

  it('writes headers, kinds and statuses in Macedonian, dates as dates in dd.mm.yyyy, the header frozen', async () => {
    const sheet = await readBack(rows, 'mk');
    expect(sheet.title).toBe('Издадени документи');
    expect(sheet.freeze).toBe('A2');
    expect(sheet.rows).toEqual([
      ['Број', 'Година', 'Датум', 'Вработен', 'Вид', 'Јазик', 'Барање за отсуство', 'Статус', 'Поништен од (UTC)', 'Последна грешка'],
      ['№ 17', 2026, { date: '2026-03-09T00:00:00', format: 'dd.mm.yyyy' }, 'Весна Петрова', 'Годишен одмор', 'BG', 41, 'Создаден', null, null],
      ['No. 18', 2026, { date: '2026-03-09T00:00:00', format: 'dd.mm.yyyy' }, 'Весна Петрова', 'Работа од дома', 'EN', 42, 'Поништен', { date: '2026-03-10T14:30:00', format: 'dd.mm.yyyy hh:mm' }, null],
      [null, null, null, 'Весна Петрова', 'Платено отсуство', 'BG', 43, 'Неуспешен', null, 'service_unavailable'],
    ]);
  });

  it('speaks English and Bulgarian too, with the spec’s dd-Mon-yyyy in English', async () => {
    const en = await readBack(rows.slice(0, 1), 'en');
    expect(en.rows[0]).toEqual(['Number', 'Year', 'Date', 'Employee', 'Kind', 'Language', 'Absence request', 'Status', 'Void since (UTC)', 'Last error']);
    expect(en.rows[1]).toEqual(['№ 17', 2026, { date: '2026-03-09T00:00:00', format: 'dd-mmm-yyyy' }, 'Весна Петрова', 'Annual leave', 'BG', 41, 'Generated', null, null]);
    const bg = await readBack(rows.slice(1, 2), 'bg');
    expect(bg.rows[0][0]).toBe('Номер');
    expect(bg.rows[1]).toEqual(['No. 18', 2026, { date: '2026-03-09T00:00:00', format: 'dd.mm.yyyy' }, 'Весна Петрова', 'Работа от вкъщи', 'EN', 42, 'Анулиран', { date: '2026-03-10T14:30:00', format: 'dd.mm.yyyy hh:mm' }, null]);
  });

  it('is a sheet with only its header when nothing is filtered in', async () => {
    expect((await readBack([], 'en')).rows).toHaveLength(1);
  });
});
