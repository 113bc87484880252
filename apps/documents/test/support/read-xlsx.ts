import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A spreadsheet read back by a reader other than the library that wrote it: Debian's
 * python3-openpyxl, as the reports writer's spec and the API e2e read theirs. Dates come back as
 * ISO date-times with their number format.
 */
const READ = `
import json, sys, datetime, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
def cell(c):
    v = c.value
    if isinstance(v, datetime.datetime): return {"date": v.isoformat(), "format": c.number_format}
    return v
print(json.dumps([{"name": ws.title, "freeze": ws.freeze_panes, "rows": [[cell(c) for c in r] for r in ws.iter_rows()]} for ws in wb.worksheets]))
`;

export interface Sheet {
  name: string;
  freeze: string | null;
  rows: unknown[][];
}

export function readXlsx(bytes: Buffer): Sheet[] {
  const python = ['python3', '/usr/bin/python3'].find((p) => spawnSync(p, ['-c', 'import openpyxl']).status === 0);
  if (!python) throw new Error('no python3 with openpyxl (apt-get install python3-openpyxl)');
  const dir = mkdtempSync(join(tmpdir(), 'documents-xlsx-'));
  try {
    writeFileSync(join(dir, 'file.xlsx'), bytes);
    const r = spawnSync(python, ['-c', READ, join(dir, 'file.xlsx')], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`openpyxl could not read the file: ${r.stderr}`);
    return JSON.parse(r.stdout) as Sheet[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
